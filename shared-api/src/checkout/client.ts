import { http } from '@portal/shared-api/core';
import { IDEMPOTENCY_HEADER, type Card, type CheckoutPayload, type CheckoutResult } from './contract.ts';
import type { Plan, PlanList, Subscription, SubscriptionList } from '../subscriptions/contract.ts';

/** A fresh key per purchase attempt; a retry of the same attempt reuses it. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** POST /api/checkout: buy the cart (or a plan) and pay, once per key whatever the retries. */
export function postCheckout(payload: CheckoutPayload, key: string): Promise<CheckoutResult> {
  return http
    .post('checkout', { json: payload, headers: { [IDEMPOTENCY_HEADER]: key }, timeout: 30_000 })
    .json<CheckoutResult>();
}

/** POST /api/orders/{id}/pay: complete a pending payment (no card) or pay with one. */
export function postPayOrder(orderId: string, key: string, card?: Card): Promise<CheckoutResult> {
  return http
    .post(`orders/${encodeURIComponent(orderId)}/pay`, {
      json: card ? { card } : {},
      headers: { [IDEMPOTENCY_HEADER]: key },
      timeout: 30_000,
    })
    .json<CheckoutResult>();
}

/** GET /api/subscriptions/plans (public) */
export async function getPlans(): Promise<Plan[]> {
  return (await http.get('subscriptions/plans').json<PlanList>()).plans;
}

/** GET /api/subscriptions/my */
export async function getMySubscriptions(): Promise<Subscription[]> {
  return (await http.get('subscriptions/my').json<SubscriptionList>()).subscriptions;
}

/** POST /api/subscriptions/{id}/cancel: access runs to the end of the paid period. */
export function postCancelSubscription(id: string): Promise<Subscription> {
  return http.post(`subscriptions/${encodeURIComponent(id)}/cancel`).json<Subscription>();
}
