// Live events: one Server-Sent Events stream per tab with notifications, unread counts, messages and presence
// (docs/architecture.md#live-events).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as liveRoutes } from './routes.ts';
