// @portal/shared-api/notifications: the inbox (02 §2.1) and its live unread count.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { notificationKeys } from './keys.ts';
export { useLiveUnread } from '@portal/shared-api/live';
