// @portal/shared-api/billing: Billing History (01 §2, §7 Invoices, §9).
export * from '../contract/billing.ts';
export * from '../client/billing.ts';
export * from '../hooks/use-billing.ts';
export { billingKeys } from '../hooks/keys.ts';
