// @portal/shared-api/settings: the Settings page (theme, motion, font size, time zone, Download my data).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
