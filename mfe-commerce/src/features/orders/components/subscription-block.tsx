import { useState } from 'react';
import { Button, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { StatusBadge } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { formatDate, formatMoney, type ApiError } from '@portal/shared-api/core';
import {
  SUBSCRIPTION_TEXTS,
  useCancelSubscription,
  useMySubscriptions,
  type Subscription,
} from '@portal/shared-api/checkout';
import { type OrderSubscription } from '@portal/shared-api/orders';

type SubscriptionBlockProps = { subscription: OrderSubscription; orderId: string };

function periodText(s: Subscription): string {
  if (!s.IsActive) return `Ended ${formatDate(s.ExpiresAt)}`;
  if (s.CancelledAt) return `Cancelled: ${SUBSCRIPTION_TEXTS.endsOn(formatDate(s.ExpiresAt))}`;
  return `Active until ${formatDate(s.ExpiresAt)}`;
}

/**
 * The plan bought with the order (its `Abonnement`), its period, and cancelling at period end
 * (docs/product/subscriptions.md#subscription-on-an-order).
 */
export function SubscriptionBlock({ subscription, orderId }: SubscriptionBlockProps) {
  const { data: mine } = useMySubscriptions();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const live = mine?.find((s) => s.OrderId === orderId);

  const confirm = async () => {
    try {
      await cancel.trigger(live!.Id);
      toaster.create({ type: 'info', title: SUBSCRIPTION_TEXTS.cancelled });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to cancel the plan',
        description: (error as ApiError).message,
      });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack as="section" aria-label="Subscription" gap="1" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between">
        <Text fontWeight="semibold">Subscription</Text>
        {live ? (
          <StatusBadge
            status={live.IsActive ? 'Active' : 'Expired'}
            tone={live.IsActive ? (live.CancelledAt ? 'warning' : 'success') : 'neutral'}
          />
        ) : null}
      </HStack>
      <HStack justify="space-between">
        <Text>{subscription.Name}</Text>
        <Text>{formatMoney(subscription.Price)}</Text>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {live ? periodText(live) : `${subscription.Duration} days of access`}
      </Text>
      {live?.IsActive && !live.CancelledAt ? (
        <HStack pt="2">
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            {SUBSCRIPTION_TEXTS.cancel}
          </Button>
        </HStack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Cancel your plan?"
        description={live ? `You keep access to every course until ${formatDate(live.ExpiresAt)}.` : ''}
        confirmLabel={SUBSCRIPTION_TEXTS.cancel}
        cancelLabel="Keep plan"
        isPending={cancel.isMutating}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
