// The contacts module's face: what the app and other modules may use. Everything else in this folder is private.
export { courseRelations, groupMates } from './relations.ts';
export { default as contactsRoutes } from './routes.ts';
