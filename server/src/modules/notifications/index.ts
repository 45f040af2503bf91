// Notifications: the inbox, course notifications, and delivery (the row, the email outbox and its flush)
// (docs/product/notifications.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as courseNotificationRoutes } from './course-notification-routes.ts';
export { fileNotification, queueEmail } from './file-notification.ts';
export { latestSeq, notificationsAfter, toNotification, unreadCount } from './notifications.ts';
export { flushOutbox } from './outbox.ts';
export { default as notificationsRoutes } from './routes.ts';
