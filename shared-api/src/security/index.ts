// @portal/shared-api/security: the Security page (docs/product/security.md): two-factor, backup codes,
// sessions, alerts.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
