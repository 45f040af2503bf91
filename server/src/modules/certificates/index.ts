// Certificates: issued when a course with one is completed, listed, shared, downloaded as PDF and verified by
// code (docs/product/certificates.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { issueCertificate } from './issue.ts';
export { verifyCertificate } from './reads.ts';
export { default as certificatesRoutes } from './routes.ts';
