// Sign-in and registration: the form rules shared with the server, and the texts. The wire shapes are in
// schemas.ts; the roles and the displayed name in roles.ts.
import { object, string } from 'yup';
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from '../common/passwords.ts';

export { displayName, type UserRole } from './roles.ts';
export type * from './schemas.ts';
export { CSRF_COOKIE_NAMES } from './constants.ts';

export const AUTH_TEXTS = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  signInRequired: 'Authentication required',
  csrf: 'Your session expired. Reload the page and try again.',
  forbidden: 'You do not have permission to do this.',
  signInPaused: 'Too many failed sign-in attempts. Please wait and try again',
  signInPausedTitle: 'Sign-in to your account is paused',
  reauthenticationRequired: 'Confirm it is you: enter your password again to continue.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a backup code',
} as const;

export const loginSchema = object({
  email: string().trim().required('Email is required').email('Invalid email address'),
  password: string().required('Password is required'),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict();

/** The re-authentication dialog's rules (docs/product/auth.md#re-authentication), on the wire's field names. */
export const reauthenticateSchema = object({
  Password: string().required('Password is required'),
  Code: string().trim().max(32),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict();

export const registerSchema = object({
  firstname: string().trim().required('First name is required').min(2, 'First name is required'),
  lastname: string().trim().required('Last name is required').min(2, 'Last name is required'),
  email: string().trim().required('Email is required').email('Invalid email address').max(254),
  password: string()
    .required('Password is required')
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(128, 'Password must be at most 128 characters long'),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict();
export * from './access.ts';
export * from './roles.ts';
