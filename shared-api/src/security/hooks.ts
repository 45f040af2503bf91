import { reauthenticated, useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
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

// Every change on the Security page may first ask for the password again (docs/product/auth.md#re-authentication).

export const useSecuritySettings = (): ApiQuery<SecuritySettings> =>
  useApiQuery(securityKeys.detail('settings'), getSecuritySettings);
export const useLoginSessions = (): ApiQuery<LoginSession[]> =>
  useApiQuery(securityKeys.list('sessions'), getLoginSessions);

export const useSaveSecurityAlerts = () =>
  useApiMutation(securityKeys.mutation('alerts'), reauthenticated(putSecurityAlerts), { invalidates });
export const useStartTwoFactor = () =>
  useApiMutation(securityKeys.mutation('2fa-setup'), reauthenticated(postTwoFactorSetup));
export const useEnableTwoFactor = () =>
  useApiMutation(securityKeys.mutation('2fa-enable'), reauthenticated(postTwoFactorEnable), { invalidates });
export const useDisableTwoFactor = () =>
  useApiMutation(securityKeys.mutation('2fa-disable'), reauthenticated(postTwoFactorDisable), {
    invalidates,
  });
export const useRegenerateBackupCodes = () =>
  useApiMutation(securityKeys.mutation('backup-codes'), reauthenticated(postBackupCodes), { invalidates });
export const useTerminateSession = () =>
  useApiMutation(securityKeys.mutation('terminate'), reauthenticated(deleteLoginSession), { invalidates });
export const useTerminateOtherSessions = () =>
  useApiMutation(securityKeys.mutation('terminate-others'), reauthenticated(terminateOtherSessions), {
    invalidates,
  });
export const useUpdateRecoveryEmail = () =>
  useApiMutation(securityKeys.mutation('recovery'), reauthenticated(putRecoveryEmail), { invalidates });
