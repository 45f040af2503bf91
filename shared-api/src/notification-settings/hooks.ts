import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getNotificationSettings, putNotificationSettings } from './client.ts';
import type { NotificationSettings } from './contract.ts';
import { notificationSettingsKeys } from './keys.ts';

export function useNotificationSettings(userId: string | undefined): ApiQuery<NotificationSettings> {
  return useApiQuery(userId ? notificationSettingsKeys.detail(userId) : null, () =>
    getNotificationSettings(userId!),
  );
}

export const useSaveNotificationSettings = () =>
  useApiMutation(notificationSettingsKeys.mutation('save'), putNotificationSettings, {
    invalidates: [notificationSettingsKeys],
  });
