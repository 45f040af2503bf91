// The Settings page (ours): look and time zone, and the data export.
import { http } from '@portal/shared-api/core';
import type { DataExport, LatestDataExport, UserSettings, UserSettingsPayload } from './contract.ts';

export const getUserSettings = (): Promise<UserSettings> => http.get('settings').json<UserSettings>();

export const putUserSettings = (settings: UserSettingsPayload): Promise<UserSettings> =>
  http.put('settings', { json: settings }).json<UserSettings>();

export const getLatestDataExport = (): Promise<LatestDataExport> =>
  http.get('settings/data-export').json<LatestDataExport>();

export const postDataExport = (): Promise<DataExport> => http.post('settings/data-export').json<DataExport>();
