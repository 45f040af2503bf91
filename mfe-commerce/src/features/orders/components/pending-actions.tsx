import { useRef, useState } from 'react';
import { Alert, Button, HStack, Stack, toaster } from '@portal/shared-ui';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import type { ApiError } from '@portal/shared-api/core';
import { CHECKOUT_TEXTS, newIdempotencyKey, usePayOrder } from '@portal/shared-api/checkout';
import { useCancelOrder, type Order } from '@portal/shared-api/orders';

/**
 * A pending order's two ways out: complete the payment, or cancel the order
 * (docs/product/orders.md#pending-orders).
 */
export function PendingActions({ order }: { order: Order }) {
  const pay = usePayOrder();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  // One key per completion attempt, so a double click completes once.
  const key = useRef(newIdempotencyKey());

  const complete = async () => {
    try {
      const result = await pay.trigger({ orderId: order.Id, key: key.current });
      key.current = newIdempotencyKey();
      if (result.Outcome === 'succeeded')
        toaster.create({ type: 'success', title: CHECKOUT_TEXTS.succeeded });
      else
        toaster.create({
          type: 'error',
          title: CHECKOUT_TEXTS.paymentFailed,
          description: result.Message ?? '',
        });
    } catch (error) {
      key.current = newIdempotencyKey();
      toaster.create({
        type: 'error',
        title: CHECKOUT_TEXTS.paymentFailed,
        description: (error as ApiError).message,
      });
    }
  };

  const cancelOrder = async () => {
    try {
      await cancel.trigger(order.Id);
      toaster.create({ type: 'info', title: CHECKOUT_TEXTS.orderCancelled });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to cancel the order',
        description: (error as ApiError).message,
      });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{CHECKOUT_TEXTS.pending}</Alert.Description>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Button loading={pay.isMutating} onClick={() => void complete()}>
          {CHECKOUT_TEXTS.completePayment}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {CHECKOUT_TEXTS.cancelOrder}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        description="The pending payment is voided and nothing is charged. You can buy the courses again later."
        confirmLabel={CHECKOUT_TEXTS.cancelOrder}
        cancelLabel="Keep order"
        destructive
        isPending={cancel.isMutating}
        onConfirm={() => void cancelOrder()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
