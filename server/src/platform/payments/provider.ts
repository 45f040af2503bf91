// The payment provider interface checkout talks to. One built-in implementation (the test provider); a real
// one (Stripe, Adyen, PayPal…) implements the same three calls with its SDK and the browser tokenising the
// card, so the server never sees a real card number.
export type ChargeOutcome = 'succeeded' | 'failed' | 'pending';

export interface ChargeRequest {
  /** The provider's own idempotency key: one order is charged at most once, even when retried. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  description: string;
  card: { name: string; number: string; expMonth: number; expYear: number; cvc: string };
}

export interface ChargeResult {
  outcome: ChargeOutcome;
  /** The provider's reference of the charge, shown to the user as the transaction id. */
  reference: string;
  /** How the user paid, as the order shows it: "Visa •••• 4242". */
  methodLabel: string;
  /** Why it failed, or what a pending charge waits for; fit to show a person. */
  message: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Completes a pending charge (the customer finished the bank's check). */
  confirm(reference: string): Promise<ChargeResult>;
  /** Voids a pending charge; nothing was taken. */
  cancel(reference: string): Promise<void>;
}
