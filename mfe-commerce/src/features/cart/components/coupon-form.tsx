import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Text, toaster } from '@portal/shared-ui';
import { CART_TEXTS, useApplyCoupon, useRemoveCoupon, type Cart } from '@portal/shared-api/cart';

/** The coupon field: the server says whether a code applies, and why not, under the field. */
export function CouponForm({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const error = apply.error?.message ?? cart.CouponError ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    try {
      await apply.trigger(code.trim());
      setCode('');
      toaster.create({ type: 'success', title: CART_TEXTS.couponApplied });
    } catch {
      // The reason shows under the field.
    }
  };

  if (cart.Coupon)
    return (
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm">
          Coupon <strong>{cart.Coupon.Code}</strong>: {cart.Coupon.Description}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          loading={remove.isMutating}
          onClick={() =>
            void remove
              .trigger()
              .then(() => toaster.create({ type: 'info', title: CART_TEXTS.couponRemoved }))
          }
        >
          Remove
        </Button>
      </HStack>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Coupon">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Coupon code</Field.Label>
        <HStack width="full">
          <Input
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (apply.error) apply.reset();
            }}
            autoComplete="off"
            maxLength={40}
          />
          <Button type="submit" variant="outline" loading={apply.isMutating} disabled={!code.trim()}>
            Apply
          </Button>
        </HStack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </form>
  );
}
