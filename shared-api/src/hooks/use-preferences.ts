import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getNotificationPreferences, putNotificationPreferences } from '../client/preferences.ts';
import type { NotificationPreferences } from '../contract/preferences.ts';
import { preferenceKeys } from './keys.ts';

export function useNotificationPreferences(userId: string | undefined): ApiQuery<NotificationPreferences> {
  return useApiQuery(userId ? preferenceKeys.detail(userId) : null, () =>
    getNotificationPreferences(userId!),
  );
}

export const useSaveNotificationPreferences = () =>
  useApiMutation(preferenceKeys.mutation('save'), putNotificationPreferences, {
    invalidates: [preferenceKeys],
  });
