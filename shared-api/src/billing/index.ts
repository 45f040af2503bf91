// @portal/shared-api/billing: Billing History (01 §2, §7 Invoices, §9).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { billingKeys } from './keys.ts';
