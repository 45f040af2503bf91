import { useState } from 'react';
import { Button, Card, EmptyState, Grid, Stack, Text, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { type ApiError } from '@portal/shared-api/core';
import { CART_TEXTS, useCart, useRemoveFromCart } from '@portal/shared-api/cart';
import { ORDER_TEXTS } from '@portal/shared-api/orders';
import { CartItemRow } from '../components/cart-item-row.tsx';
import { CartTotals } from '../components/cart-totals.tsx';
import { CouponForm } from '../components/coupon-form.tsx';

/** /cart: the server-side cart (ours), the coupon, and the way to checkout. */
export function CartPage() {
  const cart = useCart();
  const remove = useRemoveFromCart();
  const [removing, setRemoving] = useState<string | null>(null);

  const removeItem = async (courseId: string) => {
    setRemoving(courseId);
    try {
      await remove.trigger(courseId);
      toaster.create({ type: 'success', title: CART_TEXTS.removed });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: CART_TEXTS.removeFailed,
        description: (error as ApiError).message,
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <PageFrame title={CART_TEXTS.title}>
      <QueryState
        query={cart}
        errorTitle={CART_TEXTS.loadFailed}
        loading={<CardGridSkeleton count={2} columns={1} height="24" label="Loading your cart" />}
        isEmpty={(data) => data.Count === 0}
        empty={
          <EmptyState
            title={CART_TEXTS.empty}
            description={CART_TEXTS.emptyHint}
            action={
              <Button asChild>
                <RouterLink to="/courses">{ORDER_TEXTS.browseCourses}</RouterLink>
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
            gap="6"
            alignItems="start"
          >
            <Stack gap="2">
              <Text color="fg.muted">
                {data.Count} {data.Count === 1 ? 'course' : 'courses'} in your cart
              </Text>
              <Stack as="ul" gap="4" listStyleType="none">
                {data.Items.map((item) => (
                  <CartItemRow
                    key={item.Id}
                    item={item}
                    removing={removing === item.Id}
                    onRemove={() => void removeItem(item.Id)}
                  />
                ))}
              </Stack>
            </Stack>
            <Card.Root as="section" aria-label="Order summary">
              <Card.Body gap="4">
                <CartTotals cart={data} />
                <CouponForm cart={data} />
                <Button asChild size="lg">
                  <RouterLink to="/checkout">{CART_TEXTS.checkout}</RouterLink>
                </Button>
              </Card.Body>
            </Card.Root>
          </Grid>
        )}
      </QueryState>
    </PageFrame>
  );
}
