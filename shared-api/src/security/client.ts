// Account security (docs/product/security.md#api, issue 13): the Security page's calls, and the sign-in's
// second step.
import { http } from '@portal/shared-api/core';
import type {
  BackupCodes,
  LoginSession,
  SecurityAlertsPayload,
  SecuritySettings,
  TwoFactorSetup,
} from './contract.ts';
import type { MeResponse } from '../auth/schemas.ts';

export const getSecuritySettings = (): Promise<SecuritySettings> =>
  http.get('security').json<SecuritySettings>();

export const putSecurityAlerts = (alerts: SecurityAlertsPayload): Promise<SecuritySettings> =>
  http.put('security/alerts', { json: alerts }).json<SecuritySettings>();

export const postTwoFactorSetup = (): Promise<TwoFactorSetup> =>
  http.post('security/two-factor/setup').json<TwoFactorSetup>();

export const postTwoFactorEnable = (code: string): Promise<BackupCodes> =>
  http.post('security/two-factor/enable', { json: { Code: code } }).json<BackupCodes>();

export const postTwoFactorDisable = (password: string): Promise<SecuritySettings> =>
  http.post('security/two-factor/disable', { json: { Password: password } }).json<SecuritySettings>();

export const postBackupCodes = (password: string): Promise<BackupCodes> =>
  http.post('security/backup-codes', { json: { Password: password } }).json<BackupCodes>();

export const getLoginSessions = (): Promise<LoginSession[]> =>
  http.get('security/sessions').json<LoginSession[]>();

export const deleteLoginSession = (id: string): Promise<void> =>
  http.delete(`security/sessions/${encodeURIComponent(id)}`).void();

export const terminateOtherSessions = (): Promise<{ Terminated: number }> =>
  http.post('security/sessions/terminate-others').json<{ Terminated: number }>();

export const putRecoveryEmail = (email: string): Promise<{ message: string }> =>
  http.put('security/recovery-email', { json: { Email: email } }).json<{ message: string }>();

/** The sign-in's second step (after a 202 from auth/login): a TOTP code or a backup code. */
export const postTwoFactorLogin = (code: string): Promise<MeResponse> =>
  http.post('auth/login/two-factor', { json: { Code: code }, retry: 0 }).json<MeResponse>();
