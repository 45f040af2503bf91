import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteLoginSession,
  getLoginSessions,
  getSecuritySettings,
  postBackupCodes,
  postTwoFactorDisable,
  postTwoFactorEnable,
  postTwoFactorSetup,
  putRecoveryEmail,
  putSecurityAlerts,
  terminateOtherSessions,
} from './client.ts';
import type { LoginSession, SecuritySettings } from './contract.ts';
import { securityKeys } from './keys.ts';

const invalidates = [securityKeys];

export const useSecuritySettings = (): ApiQuery<SecuritySettings> =>
  useApiQuery(securityKeys.detail('settings'), getSecuritySettings);
export const useLoginSessions = (): ApiQuery<LoginSession[]> =>
  useApiQuery(securityKeys.list('sessions'), getLoginSessions);

export const useSaveSecurityAlerts = () =>
  useApiMutation(securityKeys.mutation('alerts'), putSecurityAlerts, { invalidates });
export const useStartTwoFactor = () => useApiMutation(securityKeys.mutation('2fa-setup'), postTwoFactorSetup);
export const useEnableTwoFactor = () =>
  useApiMutation(securityKeys.mutation('2fa-enable'), postTwoFactorEnable, { invalidates });
export const useDisableTwoFactor = () =>
  useApiMutation(securityKeys.mutation('2fa-disable'), postTwoFactorDisable, { invalidates });
export const useRegenerateBackupCodes = () =>
  useApiMutation(securityKeys.mutation('backup-codes'), postBackupCodes, { invalidates });
export const useTerminateSession = () =>
  useApiMutation(securityKeys.mutation('terminate'), deleteLoginSession, { invalidates });
export const useTerminateOtherSessions = () =>
  useApiMutation(securityKeys.mutation('terminate-others'), terminateOtherSessions, { invalidates });
export const useUpdateRecoveryEmail = () =>
  useApiMutation(securityKeys.mutation('recovery'), putRecoveryEmail, { invalidates });
