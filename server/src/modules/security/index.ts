// Account security: two-factor, backup codes, sign-in sessions, alerts and the recovery email
// (docs/product/security.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { isNewDevice, sendLoginAlert } from './login-alerts.ts';
export {
  CHALLENGE_MS,
  challengeEmail,
  completeLoginChallenge,
  createLoginChallenge,
} from './login-challenge.ts';
export { default as securityRoutes } from './routes.ts';
export { checkPassword, isTwoFactorOn, verifySecondFactor } from './two-factor.ts';
// A code for a secret at an instant: what an authenticator shows (other modules' tests sign in with it).
export { totpCodeAt } from './totp.ts';
