// @portal/shared-api/users: the signed-in user's own account (docs/product/account.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
