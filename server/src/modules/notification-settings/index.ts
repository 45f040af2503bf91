// Notification settings: per category and channel, frequency and quiet hours
// (docs/product/notification-settings.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { notificationSettingsOf } from './notification-settings.ts';
export { default as notificationSettingsRoutes } from './routes.ts';
