// Notification preferences (docs/product/notification-settings.md): the defaults, labels and texts the page
// and the server share.
import type { NotificationCategory, NotificationFrequency, NotificationSettingsPayload } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { NOTIFICATION_CATEGORIES, NOTIFICATION_FREQUENCIES } from './constants.ts';

export const NOTIFICATION_SETTINGS_TEXTS = {
  loadFailed: 'Failed to load notification preferences',
  panelTitle: 'Unable to load preferences',
  panelText: 'There was an error loading your notification preferences.',
  saveFailed: 'Failed to save notification preferences',
  saved: 'Notification preferences saved successfully',
  reset: 'Preferences reset to defaults',
  smsUnavailable: 'SMS is not available yet: your choice is kept for when it is.',
  badTimeZone: 'Unknown time zone',
} as const;

const on = (email: boolean, push: boolean) => ({ email, push, sms: false });

/**
 * The defaults (docs/product/notification-settings.md#default-preferences): used by Reset, by a failed load,
 * and for a user who never saved.
 */
export function defaultNotificationSettings(timezone: string): NotificationSettingsPayload {
  return {
    EmailNotifications: true,
    PushNotifications: true,
    SmsNotifications: false,
    Categories: {
      courses: on(true, true),
      messages: on(true, true),
      achievements: on(true, true),
      reminders: on(true, true),
      social: on(false, true),
      billing: on(true, false),
    },
    QuietHours: { enabled: false, startTime: '22:00', endTime: '08:00', timezone },
    Frequency: 'immediate',
  };
}

export const CATEGORY_LABELS: Record<NotificationCategory, { label: string; hint: string }> = {
  courses: { label: 'Courses', hint: 'New lessons, announcements and course updates' },
  messages: { label: 'Messages', hint: 'Direct messages and replies' },
  achievements: { label: 'Achievements', hint: 'Badges, certificates and milestones' },
  reminders: { label: 'Reminders', hint: 'Meetings, deadlines and study reminders' },
  social: { label: 'Social', hint: 'Reviews, likes, comments and study groups' },
  billing: { label: 'Billing', hint: 'Payments, invoices and subscriptions' },
};

export const FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  immediate: 'Immediately',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};
