// @portal/shared-api/settings: the Settings page (theme, motion, font size, time zone, Download my data).
export * from '../contract/settings.ts';
export * from '../client/settings.ts';
export * from '../hooks/use-settings.ts';
export { settingsKeys } from '../hooks/keys.ts';
