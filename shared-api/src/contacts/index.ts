// @portal/shared-api/contacts: course contacts (02 §2.9).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { contactKeys } from './keys.ts';
