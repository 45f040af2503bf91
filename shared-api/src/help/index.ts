// @portal/shared-api/help: the Help Center's articles and the Feedback form (02 §2.10, §2.11).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { helpKeys } from './keys.ts';
