// @portal/shared-api/checkout: paying (idempotent checkout, pending payments), plans and subscriptions.
export * from '../contract/checkout.ts';
export * from '../contract/subscriptions.ts';
export * from '../client/checkout.ts';
export * from '../hooks/use-checkout.ts';
export { subscriptionKeys } from '../hooks/keys.ts';
