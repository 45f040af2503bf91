// The notification-settings domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const NOTIFICATION_CATEGORIES = [
  'courses',
  'messages',
  'achievements',
  'reminders',
  'social',
  'billing',
] as const;
export const NOTIFICATION_FREQUENCIES = ['immediate', 'hourly', 'daily', 'weekly'] as const;
