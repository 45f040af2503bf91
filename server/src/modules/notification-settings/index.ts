// The notification-settings module's face: what the app and other modules may use. Everything else in this folder is private.
export { notificationSettingsOf } from './notification-settings.ts';
export { default as notificationSettingsRoutes } from './routes.ts';
