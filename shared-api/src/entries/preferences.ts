// @portal/shared-api/preferences: notification preferences (02 §2.2, §9).
export * from '../contract/preferences.ts';
export * from '../client/preferences.ts';
export * from '../hooks/use-preferences.ts';
export { preferenceKeys } from '../hooks/keys.ts';
