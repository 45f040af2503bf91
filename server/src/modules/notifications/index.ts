// The notifications module's face: what the app and other modules may use. Everything else in this folder is private.
export { default as courseNotificationRoutes } from './course-notification-routes.ts';
export { fileNotification, queueEmail } from './file-notification.ts';
export { latestSeq, notificationsAfter, toNotification, unreadCount } from './notifications.ts';
export { flushOutbox } from './outbox.ts';
export { default as notificationsRoutes } from './routes.ts';
