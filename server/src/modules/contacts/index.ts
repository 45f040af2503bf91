// Course contacts: the people a learner studies with or learns from, and their favourites
// (docs/product/contacts.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { courseRelations, groupMates } from './relations.ts';
export { default as contactsRoutes } from './routes.ts';
