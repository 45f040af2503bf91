// @portal/shared-api/auth: the sign-in and registration forms' rules and texts (the store is in core), and
// the sign-in call alone for the light sign-in page, which loads no store (docs/decisions/0026).
export * from './contract.ts';
export { postLogin } from '../core/auth-client.ts';
