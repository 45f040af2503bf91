// @portal/shared-api/contacts: course contacts (docs/product/contacts.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
