// @portal/shared-api/preferences: notification preferences (02 §2.2, §9).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { notificationSettingsKeys } from './keys.ts';
