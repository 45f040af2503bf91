// The built-in test provider: card test mode semantics without a network. The documented test cards of
// shared-api (TEST_CARDS) succeed, fail or stay pending; any other number is declined, so nothing real is
// ever charged. Charges are remembered per idempotency key, like a real provider's, so a retried charge
// answers the first result instead of charging again.
import { randomBytes } from 'node:crypto';
import { CHECKOUT_TEXTS, TEST_CARDS } from '@portal/shared-api/contract/checkout';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

const BRANDS: [RegExp, string][] = [
  [/^4/, 'Visa'],
  [/^5[1-5]|^2[2-7]/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
  [/^6(011|5)/, 'Discover'],
];

export function cardLabel(number: string): string {
  const digits = number.replace(/\D/g, '');
  const brand = BRANDS.find(([pattern]) => pattern.test(digits))?.[1] ?? 'Card';
  return `${brand} •••• ${digits.slice(-4)}`;
}

const FAILURES: Record<string, string> = {
  '4000000000000002': CHECKOUT_TEXTS.declined,
  '4000000000009995': CHECKOUT_TEXTS.insufficientFunds,
};

export function createTestProvider(): PaymentProvider {
  const byKey = new Map<string, ChargeResult>();
  const byReference = new Map<string, ChargeResult>();
  const remember = (key: string | null, result: ChargeResult) => {
    if (key) byKey.set(key, result);
    byReference.set(result.reference, result);
    return result;
  };
  return {
    name: 'test',
    async charge(request: ChargeRequest) {
      const previous = byKey.get(request.idempotencyKey);
      if (previous) return previous;
      const digits = request.card.number.replace(/\D/g, '');
      const card = TEST_CARDS.find((c) => c.number.replace(/\D/g, '') === digits);
      const base = {
        reference: `test_ch_${randomBytes(12).toString('hex')}`,
        methodLabel: `${cardLabel(digits)} (test)`,
      };
      if (!card)
        return remember(request.idempotencyKey, {
          ...base,
          outcome: 'failed',
          message: CHECKOUT_TEXTS.unknownCard,
        });
      if (card.outcome === 'failed')
        return remember(request.idempotencyKey, {
          ...base,
          outcome: 'failed',
          message: FAILURES[digits] ?? CHECKOUT_TEXTS.declined,
        });
      if (card.outcome === 'pending')
        return remember(request.idempotencyKey, {
          ...base,
          outcome: 'pending',
          message: CHECKOUT_TEXTS.pending,
        });
      return remember(request.idempotencyKey, { ...base, outcome: 'succeeded', message: null });
    },
    async confirm(reference: string) {
      const charge = byReference.get(reference);
      // A pending test charge is confirmed; after a restart the test provider forgets, and confirms anyway:
      // the order row, not this memory, says the charge is pending.
      const confirmed: ChargeResult = {
        reference,
        methodLabel: charge?.methodLabel ?? 'Card (test)',
        outcome: 'succeeded',
        message: null,
      };
      return remember(null, confirmed);
    },
    async cancel(reference: string) {
      byReference.delete(reference);
    },
  };
}
