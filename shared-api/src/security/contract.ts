// Account security (docs/product/security.md): texts and the password dialog's rules, shared by the page and
// the server.
import { object, string, type InferType } from 'yup';
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from '../common/passwords.ts';
export type * from './schemas.ts';

export const BACKUP_CODE_COUNT = 10;

export const SECURITY_TEXTS = {
  passwordChanged: 'Password changed successfully',
  passwordFailed: 'Failed to change password',
  currentRequired: 'Please enter your current password',
  newRequired: 'Please enter a new password',
  tooShort: PASSWORD_TOO_SHORT,
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords do not match',
  common: 'This password is too common. Choose one that is harder to guess.',
  sessionsFailed: 'Failed to load login sessions',
  twoFactorEnabled: 'Two-factor authentication enabled successfully',
  twoFactorDisabled: 'Two-factor authentication disabled',
  twoFactorEnableFailed: 'Failed to enable two-factor authentication',
  twoFactorDisableFailed: 'Failed to disable two-factor authentication',
  sessionTerminated: 'Session terminated successfully',
  sessionTerminateFailed: 'Failed to terminate session',
  othersTerminated: 'All other sessions terminated successfully',
  othersTerminateFailed: 'Failed to terminate sessions',
  wrongCode: 'That code is not valid. Check your authenticator app and try again.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a backup code',
  challengeExpired: 'Your sign-in took too long. Please enter your email and password again.',
  wrongPassword: 'Your password is incorrect.',
  noSetup: 'Start the two-factor setup again.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is off.',
  alertsSaved: 'Security alerts saved',
  alertsFailed: 'Failed to save security alerts',
  recoverySent: 'We sent a confirmation link to that address. Follow it to finish.',
  recoveryFailed: 'Failed to update the recovery email',
  recoveryInvalid: 'Please enter a valid email address',
  recoverySameAsLogin: 'Choose an address other than the one you sign in with',
  recoveryLinkInvalid: 'This confirmation link is invalid or has expired.',
  recoveryConfirmed: 'Your recovery email is confirmed',
  backupRegenerated: 'New backup codes created. The old ones no longer work.',
  sessionNotFound: 'Session not found',
  currentSession: 'This is the session you are using. Sign out instead.',
  loginAlertTitle: 'New sign-in to your account',
} as const;

/**
 * Change password, in the product's order (docs/product/security.md#change-password-rules); the server adds
 * its common-password check.
 */
export const securityPasswordFormSchema = object({
  currentPassword: string().required(SECURITY_TEXTS.currentRequired),
  newPassword: string().required(SECURITY_TEXTS.newRequired).min(PASSWORD_MIN, SECURITY_TEXTS.tooShort),
  confirmPassword: string()
    .required(SECURITY_TEXTS.confirmRequired)
    .test('matches', SECURITY_TEXTS.mismatch, function matches(value) {
      return value === this.parent.newPassword;
    }),
});
export type SecurityPasswordFormValues = InferType<typeof securityPasswordFormSchema>;

export const recoveryEmailSchema = object({
  Email: string()
    .trim()
    .required(SECURITY_TEXTS.recoveryInvalid)
    .email(SECURITY_TEXTS.recoveryInvalid)
    .max(254),
}).noUnknown('Unknown field: ${unknown}');

/** A 6-digit TOTP code, or a backup code (letters and digits, dashes and spaces ignored). */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const isTotpCode = (code: string) => /^\d{6}$/.test(normaliseCode(code));
