import { useApiMutation, useApiQuery, useAuth, type ApiQuery } from '@portal/shared-api/core';
import {
  getMySubscriptions,
  getPlans,
  postCancelSubscription,
  postCheckout,
  postPayOrder,
} from './client.ts';
import type { Card, CheckoutPayload } from './contract.ts';
import type { Plan, Subscription } from '../subscriptions/contract.ts';
import { billingKeys } from '../billing/keys.ts';
import { cartKeys } from '../cart/keys.ts';
import { catalogKeys } from '../catalog/keys.ts';
import { dashboardKeys } from '../dashboard/keys.ts';
import { enrollmentKeys } from '../enrollments/keys.ts';
import { orderKeys } from '../orders/keys.ts';
import { subscriptionKeys } from '../subscriptions/keys.ts';

export function usePlans(): ApiQuery<Plan[]> {
  return useApiQuery(subscriptionKeys.list('plans'), getPlans, { revalidateOnFocus: false });
}

/** The signed-in user's subscriptions, latest period first (none requested when signed out). */
export function useMySubscriptions(): ApiQuery<Subscription[]> {
  const { user } = useAuth();
  return useApiQuery(user ? subscriptionKeys.list('mine') : null, getMySubscriptions);
}

export function useCancelSubscription() {
  return useApiMutation(subscriptionKeys.mutation('cancel'), postCancelSubscription, {
    invalidates: [subscriptionKeys],
  });
}

/**
 * Pays (POST /api/checkout with the attempt's Idempotency-Key), then refreshes what a purchase changes:
 * the cart, orders, courses, the subscription, the dashboard and the course pages.
 */
export function useCheckout() {
  return useApiMutation(
    subscriptionKeys.mutation('checkout'),
    ({ payload, key }: { payload: CheckoutPayload; key: string }) => postCheckout(payload, key),
    {
      invalidates: [
        cartKeys,
        orderKeys,
        enrollmentKeys,
        subscriptionKeys,
        catalogKeys,
        dashboardKeys,
        billingKeys,
      ],
    },
  );
}

/** Completes a pending payment (no card) or pays an unpaid order with one, then refreshes as a purchase does. */
export function usePayOrder() {
  return useApiMutation(
    subscriptionKeys.mutation('pay-order'),
    ({ orderId, key, card }: { orderId: string; key: string; card?: Card }) =>
      postPayOrder(orderId, key, card),
    {
      invalidates: [
        cartKeys,
        orderKeys,
        enrollmentKeys,
        subscriptionKeys,
        catalogKeys,
        dashboardKeys,
        billingKeys,
      ],
    },
  );
}
