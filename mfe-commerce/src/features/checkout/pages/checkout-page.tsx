import { useState } from 'react';
import { Card, Grid, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState, TotalsSummary } from '@portal/shared-ui/data';
import { Navigate, useNavigate } from '@portal/shared-ui/router';
import { optionalText, useUrlState } from '@portal/shared-ui/routing';
import { formatMoney } from '@portal/shared-api/core';
import { CART_TEXTS, cartTotalsLines, useCart, type Cart } from '@portal/shared-api/cart';
import {
  CHECKOUT_TEXTS,
  planPeriodLabel,
  useCheckout,
  usePlans,
  type Card as PaymentCard,
  type CheckoutResult,
  type Plan,
} from '@portal/shared-api/checkout';
import { CardForm } from '../components/card-form.tsx';
import { CourseAccessNote } from '../components/course-access-note.tsx';
import { PlanAccessNote } from '../components/plan-access-note.tsx';
import { PlanChooser } from '../components/plan-chooser.tsx';
import { TestCards } from '../components/test-cards.tsx';

function CartSummary({ cart }: { cart: Cart }) {
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none">
        {cart.Items.map((item) => (
          <Stack as="li" key={item.Id} gap="0">
            <HStack justify="space-between" gap="3">
              <Text>{item.Title}</Text>
              <Text>{formatMoney(item.Price)}</Text>
            </HStack>
            <CourseAccessNote courseId={item.Id} />
          </Stack>
        ))}
      </Stack>
      <TotalsSummary format={formatMoney} total={cart.Total} lines={cartTotalsLines(cart)} />
    </Stack>
  );
}

function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <Stack gap="3">
      <PlanAccessNote />
      <HStack justify="space-between">
        <Text>
          {plan.Name} ({planPeriodLabel(plan.Duration)})
        </Text>
        <Text>{formatMoney(plan.Price)}</Text>
      </HStack>
      <TotalsSummary format={formatMoney} total={plan.Price} lines={[]} />
    </Stack>
  );
}

// ?plan= with no slug asks to choose a plan, so an empty value and none differ.
const CHECKOUT_PARAMS = { plan: optionalText() };

/** /checkout: the cart, or a plan (?plan=slug, or ?plan= to choose one), and the payment step. */
export function CheckoutPage() {
  const { params, set } = useUrlState(CHECKOUT_PARAMS);
  const navigate = useNavigate();
  const checkout = useCheckout();
  const planSlug = params.plan;
  const isPlan = planSlug !== null;
  const cart = useCart();
  const plans = usePlans();
  const plan = plans.data?.find((p) => p.Slug === planSlug) ?? null;

  // From the moment a payment is sent, an emptied cart means "bought", not "nothing to buy": no redirect.
  const [paying, setPaying] = useState(false);
  const pay = async (card: PaymentCard, key: string) => {
    setPaying(true);
    try {
      const result = await checkout.trigger({ payload: plan ? { planId: plan.Id, card } : { card }, key });
      if (result.Outcome === 'failed') setPaying(false);
      return result;
    } catch (error) {
      setPaying(false);
      throw error;
    }
  };
  const done = (result: CheckoutResult) => {
    if (result.Outcome === 'succeeded') toaster.create({ type: 'success', title: CHECKOUT_TEXTS.succeeded });
    else toaster.create({ type: 'info', title: CHECKOUT_TEXTS.pending });
    void navigate(`/user/orders/${result.Order.Id}`);
  };

  const payment = (total: number) => (
    <Card.Root as="section" aria-labelledby="payment-step">
      <Card.Body gap="4">
        <Text as="h2" id="payment-step" fontSize="lg" fontWeight="semibold">
          {CHECKOUT_TEXTS.payment}
        </Text>
        <CardForm total={total} pay={pay} onResult={done} />
      </Card.Body>
    </Card.Root>
  );

  const layout = (summary: React.ReactNode, total: number) => (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      gap="6"
      alignItems="start"
    >
      <Stack gap="4">
        <Card.Root as="section" aria-labelledby="order-summary">
          <Card.Body gap="4">
            <Text as="h2" id="order-summary" fontSize="lg" fontWeight="semibold">
              {CHECKOUT_TEXTS.summary}
            </Text>
            {summary}
          </Card.Body>
        </Card.Root>
        <TestCards />
      </Stack>
      {payment(total)}
    </Grid>
  );

  return (
    <PageFrame title={CHECKOUT_TEXTS.title} description={CHECKOUT_TEXTS.description}>
      {isPlan ? (
        <QueryState
          query={plans}
          errorTitle={CHECKOUT_TEXTS.planNotFound}
          loading={<CardGridSkeleton count={2} />}
        >
          {(list) => (
            <Stack gap="6">
              <PlanChooser
                plans={list}
                selected={plan?.Slug ?? null}
                onSelect={(slug) => set({ plan: slug }, { replace: true })}
              />
              {plan ? layout(<PlanSummary plan={plan} />, plan.Price) : null}
            </Stack>
          )}
        </QueryState>
      ) : (
        <QueryState
          query={cart}
          errorTitle={CART_TEXTS.loadFailed}
          loading={<CardGridSkeleton count={2} columns={2} />}
          isEmpty={(data) => data.Count === 0}
          // Nothing to pay for: the cart says so and leads to the catalogue.
          empty={paying ? <CardGridSkeleton count={2} columns={2} /> : <Navigate to="/cart" replace />}
        >
          {(data) => layout(<CartSummary cart={data} />, data.Total)}
        </QueryState>
      )}
    </PageFrame>
  );
}
