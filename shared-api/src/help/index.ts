// @portal/shared-api/help: the Help Center's articles and the Feedback form
// (docs/product/help-and-feedback.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
