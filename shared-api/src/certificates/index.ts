// @portal/shared-api/certificates: the user's certificates, sharing, and the public verification.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
