// Subscriptions: the plans on offer and a learner's subscriptions (docs/product/subscriptions.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as subscriptionsRoutes } from './routes.ts';
export { grantSubscription } from './subscriptions.ts';
