// The certificates module's face: what the app and other modules may use. Everything else in this folder is private.
export { issueCertificate } from './issue.ts';
export { default as certificatesRoutes } from './routes.ts';
