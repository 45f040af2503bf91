// @portal/shared-api/help: the Help Center's articles and the Feedback form (02 §2.10, §2.11).
export * from '../contract/help.ts';
export * from '../client/help.ts';
export * from '../hooks/use-help.ts';
export { helpKeys } from '../hooks/keys.ts';
