import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { Alert, Button, HStack, Stack } from '@portal/shared-ui';
import { TextField } from '@portal/shared-ui/forms';
import { formatMoney, type ApiError } from '@portal/shared-api/core';
import {
  cardDigits,
  cardFormSchema,
  CHECKOUT_TEXTS,
  newIdempotencyKey,
  parseExpiry,
  type Card,
  type CheckoutResult,
} from '@portal/shared-api/checkout';

type Values = { name: string; number: string; expiry: string; cvc: string };
const EMPTY: Values = { name: '', number: '', expiry: '', cvc: '' };

type CardFormProps = {
  total: number;
  /** Pays with the card and this attempt's Idempotency-Key. */
  pay: (card: Card, key: string) => Promise<CheckoutResult>;
  onResult: (result: CheckoutResult) => void;
};

/**
 * The payment step. One Idempotency-Key per attempt: a retry of the same card (a dropped connection) reuses
 * it, so the server answers the first result instead of charging twice; a changed card is a new attempt.
 */
export function CardForm({ total, pay, onResult }: CardFormProps) {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    const expiry = parseExpiry(values.expiry)!;
    const card: Card = {
      name: values.name.trim(),
      number: cardDigits(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc,
    };
    const body = JSON.stringify(card);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    setFailure(null);
    try {
      const result = await pay(card, attempt.current.key);
      if (result.Outcome === 'failed') {
        // A declined card is settled: trying again is a new attempt.
        attempt.current = null;
        setFailure(result.Message ?? CHECKOUT_TEXTS.declined);
        return;
      }
      onResult(result);
    } catch (error) {
      setFailure((error as ApiError).message);
    }
  };

  return (
    <Formik<Values> initialValues={EMPTY} validationSchema={cardFormSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Payment">
          <Stack gap="4">
            {failure ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{CHECKOUT_TEXTS.paymentFailed}</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <TextField name="name" label="Name on card" autoComplete="cc-name" required />
            <TextField
              name="number"
              label="Card number"
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="1234 1234 1234 1234"
              required
            />
            <HStack gap="4" align="flex-start">
              <TextField
                name="expiry"
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                required
              />
              <TextField
                name="cvc"
                label="Security code"
                autoComplete="cc-csc"
                inputMode="numeric"
                required
              />
            </HStack>
            <Button type="submit" size="lg" loading={isSubmitting} loadingText={CHECKOUT_TEXTS.paying}>
              {CHECKOUT_TEXTS.pay(formatMoney(total))}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
