import { useEffect } from 'react';
import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { subscribeLive } from '@portal/shared-api/live';
import { getLatestDataExport, getUserSettings, postDataExport, putUserSettings } from './client.ts';
import type { LatestDataExport, UserSettings } from './contract.ts';
import { settingsKeys } from './keys.ts';

export const useUserSettings = (): ApiQuery<UserSettings> =>
  useApiQuery(settingsKeys.detail('mine'), getUserSettings);

export const useSaveUserSettings = () =>
  useApiMutation(settingsKeys.mutation('save'), putUserSettings, { invalidates: [settingsKeys] });

/** The latest export, read again when a notification arrives (the "ready" one). */
export function useLatestDataExport(): ApiQuery<LatestDataExport> {
  const query = useApiQuery(settingsKeys.detail('export'), getLatestDataExport);
  const { mutate } = query;
  useEffect(() => subscribeLive('unread', () => void mutate()), [mutate]);
  return query;
}

export const useRequestDataExport = () =>
  useApiMutation(settingsKeys.mutation('export'), postDataExport, { invalidates: [settingsKeys] });
