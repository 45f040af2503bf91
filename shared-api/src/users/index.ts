// @portal/shared-api/users: the signed-in user's own account (01 §7 Profile page).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { userKeys } from './keys.ts';
