// @portal/shared-api/security: the Security page (02 §2.3): two-factor, backup codes, sessions, alerts.
export * from '../contract/security.ts';
export * from '../client/security.ts';
export * from '../hooks/use-security.ts';
export { securityKeys } from '../hooks/keys.ts';
