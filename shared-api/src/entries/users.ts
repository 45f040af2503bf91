// @portal/shared-api/users: the signed-in user's own account (01 §7 Profile page).
export * from '../contract/users.ts';
export * from '../client/users.ts';
export * from '../hooks/use-user.ts';
export { userKeys } from '../hooks/keys.ts';
