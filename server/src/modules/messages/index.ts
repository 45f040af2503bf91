// The messages module's face: what the app and other modules may use. Everything else in this folder is private.
export { liveMessages } from './live.ts';
export { assertReachable } from './recipients.ts';
export { default as messagesRoutes } from './routes.ts';
