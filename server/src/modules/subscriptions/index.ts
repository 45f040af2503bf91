// The subscriptions module's face: what the app and other modules may use. Everything else in this folder is private.
export { default as subscriptionsRoutes } from './routes.ts';
export { grantSubscription } from './subscriptions.ts';
