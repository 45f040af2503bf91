// Notification preferences (docs/product/notification-settings.md#preferences): one object per user, loaded
// and saved whole.
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema } from '../common/schemas.ts';
import type { NOTIFICATION_CATEGORIES } from './constants.ts';
import { NOTIFICATION_FREQUENCIES } from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

const Channels = Type.Object({ email: Type.Boolean(), push: Type.Boolean(), sms: Type.Boolean() }, Closed);
const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm, 24-hour.' });

export const NotificationSettingsBodySchema = Type.Object(
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
export type NotificationSettingsPayload = Static<typeof NotificationSettingsBodySchema>;

export const NotificationSettingsSchema = Type.Object(
  {
    Id: Type.String(),
    UserId: Type.String(),
    ...NotificationSettingsBodySchema.properties,
    UpdatedAt: IsoDateTimeSchema,
  },
  Closed,
);
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;
