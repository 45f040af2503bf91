// Users: accounts, sessions and passwords, and the profile a user reads and edits (docs/product/account.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { isCommonPassword } from './common-passwords.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { getUserById } from './profile.ts';
export { default as usersRoutes } from './routes.ts';
export {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  createSession,
  findSessionUser,
  isReauthenticated,
  isSessionActive,
  markReauthenticated,
  revokeOtherSessions,
  revokeSession,
  sessionEndsAt,
} from './sessions.ts';
