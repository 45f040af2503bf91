// @portal/shared-api/notifications: the inbox (docs/product/notifications.md) and its live unread count.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
