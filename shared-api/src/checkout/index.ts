// @portal/shared-api/checkout: paying (idempotent checkout, pending payments), plans and subscriptions.
export * from './contract.ts';
export * from '../subscriptions/contract.ts';
export * from './client.ts';
export * from './hooks.ts';
