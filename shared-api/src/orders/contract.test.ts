import { isPaymentSuccessful, paymentStatusLabel } from './contract.ts';

describe('order contract helpers', () => {
  // docs/product/orders.md#payment-status
  it('labels the payment codes and anything else Unknown', () => {
    expect([1, 2, 3, 4].map(paymentStatusLabel)).toEqual(['Cancelled', 'Failed', 'Successful', 'Pending']);
    expect(paymentStatusLabel(0)).toBe('Unknown');
    expect(paymentStatusLabel(5)).toBe('Unknown');
    expect(paymentStatusLabel(null)).toBe('Unknown');
  });

  it('counts only code 3 as a successful payment', () => {
    expect(isPaymentSuccessful(3)).toBe(true);
    expect(isPaymentSuccessful(4)).toBe(false);
  });
});
