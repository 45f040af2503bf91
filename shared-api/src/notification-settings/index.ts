// @portal/shared-api/notification-settings: notification preferences (docs/product/notification-settings.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
