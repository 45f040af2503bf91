// @portal/shared-api/notifications: the inbox (02 §2.1) and its live unread count.
export * from '../contract/notifications.ts';
export * from '../client/notifications.ts';
export * from '../hooks/use-notifications.ts';
export { notificationKeys } from '../hooks/keys.ts';
export { useLiveUnread } from '@portal/shared-api/live';
