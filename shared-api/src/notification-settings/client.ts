// Notification preferences (docs/product/notification-settings.md#api): loaded and saved whole, by the
// user's Id.
import { http } from '@portal/shared-api/core';
import type { NotificationSettings, NotificationSettingsPayload } from './contract.ts';

const url = (userId: string) => `notificationPreferences/${encodeURIComponent(userId)}`;

export const getNotificationSettings = (userId: string): Promise<NotificationSettings> =>
  http.get(url(userId)).json<NotificationSettings>();

export const putNotificationSettings = ({
  userId,
  preferences,
}: {
  userId: string;
  preferences: NotificationSettingsPayload;
}): Promise<NotificationSettings> =>
  http.put(url(userId), { json: preferences }).json<NotificationSettings>();
