// @portal/shared-api/auth: the sign-in and registration forms' rules and texts (the store is in core).
export * from './contract.ts';
