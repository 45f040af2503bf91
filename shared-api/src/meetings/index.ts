// @portal/shared-api/meetings: meetings (docs/product/meetings.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
