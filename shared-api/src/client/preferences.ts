// Notification preferences (02 §7 Preferences): loaded and saved whole, by the user's Id.
import { http } from '@portal/shared-api/core';
import type { NotificationPreferences, NotificationPreferencesPayload } from '../contract/preferences.ts';

const url = (userId: string) => `notificationPreferences/${encodeURIComponent(userId)}`;

export const getNotificationPreferences = (userId: string): Promise<NotificationPreferences> =>
  http.get(url(userId)).json<NotificationPreferences>();

export const putNotificationPreferences = ({
  userId,
  preferences,
}: {
  userId: string;
  preferences: NotificationPreferencesPayload;
}): Promise<NotificationPreferences> =>
  http.put(url(userId), { json: preferences }).json<NotificationPreferences>();
