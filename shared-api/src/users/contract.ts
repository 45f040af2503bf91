// Account and profile (docs/product/account.md#rules): the payloads of PUT /api/users/{slug} and the
// password change, with the product's rules and messages, used by the forms and by the server.
import { number, object, string, type InferType } from 'yup';
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from '../common/passwords.ts';

export type { Media, MediaUploadAnswer, MediaUploadPayload } from '../medias/schemas.ts';
export type * from './schemas.ts';

export const USER_TEXTS = {
  emailReadOnly: 'Email cannot be changed. Contact support if needed.',
  profileUpdated: 'Profile updated successfully',
  accountProfileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile. Please try again.',
  passwordUpdated: 'Password updated successfully',
  passwordFailed: 'Failed to update password. Please try again.',
  accountPasswordFailed: 'Failed to update password. Please check your current password.',
  wrongCurrentPassword: 'Current password is incorrect.',
  passwordsDoNotMatch: 'New passwords do not match.',
  passwordTooShort: PASSWORD_TOO_SHORT,
  profileCurrentRequired: 'Current password is required',
  profileConfirmRequired: 'Confirm password is required',
  profilePasswordsDoNotMatch: "Passwords don't match",
  userNotFound: 'User not found',
  photoRemoved: 'Photo removed successfully!',
  photoRemoveFailed: 'Failed to remove photo. Please try again.',
  photoTooLarge: 'The photo is larger than 2 MB. Choose a smaller image.',
  photoWrongType: 'The photo must be a JPG, PNG, GIF or WebP image.',
  deleteConfirm: 'Please type "DELETE" to confirm account deletion',
  accountDeleted: 'Account deleted successfully',
  deleteFailed: 'Failed to delete account. Please try again.',
} as const;

export const USER_LIMITS = {
  firstname: 2,
  lastname: 2,
  username: 3,
  phone: 10,
  photoBytes: 2 * 1024 * 1024,
} as const;

/**
 * The profile rules (docs/product/account.md#profile-rules). The account page asks for the same fields; its
 * messages are the same.
 */
export const userProfileSchema = object({
  Firstname: string()
    .trim()
    .required('First name is required')
    .min(USER_LIMITS.firstname, 'First name is required')
    .max(80),
  Lastname: string()
    .trim()
    .required('Last name is required')
    .min(USER_LIMITS.lastname, 'Last name is required')
    .max(80),
  Username: string()
    .trim()
    .required('Username must be at least 3 characters')
    .min(USER_LIMITS.username, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .matches(/^[\w.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores only'),
  Email: string().trim().email('Invalid email address').optional(),
  Phone: string()
    .trim()
    .required('Valid phone number is required')
    .min(USER_LIMITS.phone, 'Valid phone number is required')
    .max(25, 'Valid phone number is required'),
  Country: string().trim().max(80).nullable().optional(),
  Civility: number().oneOf([1, 2, 3], 'Choose Mr., Mrs. or Ms.').nullable().optional(),
  Sex: number().oneOf([0, 1, 3], 'Choose a valid option').nullable().optional(),
  About: string().max(2000, 'About must be at most 2000 characters').nullable().optional(),
  Profil: string().max(200, 'Professional profile must be at most 200 characters').nullable().optional(),
}).noUnknown('Unknown field: ${unknown}');

/** Body of PUT /api/users/password/{slug} (docs/product/account.md#api): the one password rule. */
export const passwordChangeSchema = object({
  lastPassword: string().required('Current password is required').min(1, 'Current password is required'),
  newPassword: string()
    .required('Please enter a new password')
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(128, 'New password must be at most 128 characters'),
}).noUnknown('Unknown field: ${unknown}');

/** The account page's password form (docs/product/account.md#password-rules). */
export const accountPasswordFormSchema = object({
  currentPassword: string().required('Current password is required'),
  newPassword: string().required('New password is required').min(PASSWORD_MIN, PASSWORD_TOO_SHORT),
  confirmPassword: string()
    .required('Please confirm your new password')
    .test('matches', USER_TEXTS.passwordsDoNotMatch, function matches(value) {
      return value === this.parent.newPassword;
    }),
});
export type AccountPasswordFormValues = InferType<typeof accountPasswordFormSchema>;

/**
 * The profile page's password form, in its own words (docs/product/account.md#password-rules), with the same
 * minimum; a mismatch is told on the confirmation's field.
 */
export const profilePasswordFormSchema = object({
  currentPassword: string().required(USER_TEXTS.profileCurrentRequired),
  newPassword: string().required(PASSWORD_TOO_SHORT).min(PASSWORD_MIN, PASSWORD_TOO_SHORT),
  confirmPassword: string()
    .required(USER_TEXTS.profileConfirmRequired)
    .test('matches', USER_TEXTS.profilePasswordsDoNotMatch, function matches(value) {
      return value === this.parent.newPassword;
    }),
});
