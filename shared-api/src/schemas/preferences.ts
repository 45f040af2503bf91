// Notification preferences (02 §3, §7 Preferences, §9): one object per user, loaded and saved whole.
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema } from './common.ts';

const Closed = { additionalProperties: false } as const;

export const NOTIFICATION_CATEGORIES = [
  'courses',
  'messages',
  'achievements',
  'reminders',
  'social',
  'billing',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export const NOTIFICATION_FREQUENCIES = ['immediate', 'hourly', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

const Channels = Type.Object({ email: Type.Boolean(), push: Type.Boolean(), sms: Type.Boolean() }, Closed);
const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm, 24-hour.' });

export const NotificationPreferencesBodySchema = Type.Object(
  {
    EmailNotifications: Type.Boolean(),
    PushNotifications: Type.Boolean(),
    SmsNotifications: Type.Boolean(),
    Categories: Type.Object(
      {
        courses: Channels,
        messages: Channels,
        achievements: Channels,
        reminders: Channels,
        social: Channels,
        billing: Channels,
      },
      Closed,
    ),
    QuietHours: Type.Object(
      {
        enabled: Type.Boolean(),
        startTime: Time,
        endTime: Time,
        timezone: Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone.' }),
      },
      Closed,
    ),
    Frequency: Type.Enum(NOTIFICATION_FREQUENCIES),
  },
  Closed,
);
export type NotificationPreferencesPayload = Static<typeof NotificationPreferencesBodySchema>;

export const NotificationPreferencesSchema = Type.Object(
  {
    Id: Type.String(),
    UserId: Type.String(),
    ...NotificationPreferencesBodySchema.properties,
    UpdatedAt: IsoDateTimeSchema,
  },
  Closed,
);
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
