// The Settings page (ours): labels, texts and the defaults the shell applies before the server answers.
import type { FontSize, Theme, UserSettings } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { DATA_EXPORT_STATUSES, FONT_SIZES, THEMES } from './constants.ts';
export { browserTimeZone, isTimeZone } from '../common/time-zones.ts';

export const DEFAULT_USER_SETTINGS: UserSettings = {
  Theme: 'system',
  ReducedMotion: false,
  FontSize: 'medium',
  TimeZone: null,
};

export const SETTINGS_TEXTS = {
  loadFailed: 'Failed to load your settings',
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings',
  badTimeZone: 'Unknown time zone',
  exportStarted: 'We are preparing your data. You will get a notification when it is ready.',
  exportFailed: 'Failed to start the data export',
  exportReadyTitle: 'Your data is ready to download',
  exportReadyMessage: 'The ZIP with your data is ready on the Settings page for 7 days.',
  exportBusy: 'An export is already being prepared.',
  exportNotFound: 'Export not found',
} as const;

export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};
/** Root font sizes the shell sets for each choice (rem-based layouts follow). */
export const FONT_SIZE_PX: Record<FontSize, number> = { small: 14, medium: 16, large: 18 };
