// Sign-in and registration: the user as the API answers it, and the form rules shared with the server.
import { object, string, type InferType } from 'yup';

export const USER_ROLES = ['administrator', 'instructor', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** 01 §1: the role label shown under the user's name; `user` is shown as student. */
export const ROLE_LABELS: Record<UserRole, string> = {
  administrator: 'administrator',
  instructor: 'instructor',
  user: 'student',
};

export type UserPhoto = {
  Username: string;
  Hashname: string;
  Type: string;
  Size: number;
  SubDir: string;
  /** Where the browser loads it from: /public/upload/{SubDir}/{Hashname}. */
  url: string;
};

/** 01 §3 User, with the spec's field names. Civility 1 Mr., 2 Mrs., 3 Ms.; Sex 0 woman, 1 male, 3 undefined. */
export type User = {
  Id: string;
  Slug: string;
  Firstname: string | null;
  Lastname: string | null;
  Username: string;
  Email: string;
  Phone: string | null;
  Country: string | null;
  Civility: 1 | 2 | 3 | null;
  Sex: 0 | 1 | 3 | null;
  About: string | null;
  Profil: string | null;
  Role: UserRole;
  Photo: UserPhoto | null;
};

export type MeResponse = { user: User };

/** 01 §1: first and last name, else the username. */
export function displayName(user: Pick<User, 'Firstname' | 'Lastname' | 'Username'>): string {
  const full = [user.Firstname, user.Lastname]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return full || user.Username;
}

export const AUTH_TEXTS = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  signInRequired: 'Authentication required',
  csrf: 'Your session expired. Reload the page and try again.',
} as const;

export const loginSchema = object({
  email: string().trim().required('Email is required').email('Invalid email address'),
  password: string().required('Password is required'),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict();
export type LoginPayload = InferType<typeof loginSchema>;

export const REGISTER_PASSWORD_MIN = 8;

export const registerSchema = object({
  firstname: string().trim().required('First name is required').min(2, 'First name is required'),
  lastname: string().trim().required('Last name is required').min(2, 'Last name is required'),
  email: string().trim().required('Email is required').email('Invalid email address').max(254),
  password: string()
    .required('Password is required')
    .min(REGISTER_PASSWORD_MIN, `Password must be at least ${REGISTER_PASSWORD_MIN} characters long`)
    .max(128, 'Password must be at most 128 characters long'),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict();
export type RegisterPayload = InferType<typeof registerSchema>;
