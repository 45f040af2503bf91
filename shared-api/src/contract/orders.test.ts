import { isPaymentSuccessful, orderPageCount, orderSubtotal, paymentStatusLabel } from './orders.ts';

describe('order contract helpers', () => {
  it('labels the payment codes of 01 §4 and anything else Unknown', () => {
    expect([1, 2, 3, 4].map(paymentStatusLabel)).toEqual(['Cancelled', 'Failed', 'Successful', 'Pending']);
    expect(paymentStatusLabel(0)).toBe('Unknown');
    expect(paymentStatusLabel(5)).toBe('Unknown');
    expect(paymentStatusLabel(null)).toBe('Unknown');
  });

  it('counts only code 3 as a successful payment', () => {
    expect(isPaymentSuccessful(3)).toBe(true);
    expect(isPaymentSuccessful(4)).toBe(false);
  });

  it('adds course and subscription prices into the subtotal, in cents', () => {
    const courses = [
      { Id: 'a', Title: 'A', Slug: 'a', Price: 4999 },
      { Id: 'b', Title: 'B', Slug: 'b', Price: 1001 },
    ];
    expect(orderSubtotal({ Courses: courses, Abonnement: { Name: 'Plus', Price: 2999, Duration: 30 } })).toBe(
      8999,
    );
    expect(orderSubtotal({ Courses: [], Abonnement: null })).toBe(0);
  });

  it('needs at least one page, and a new page after every 10 orders', () => {
    expect(orderPageCount(0)).toBe(1);
    expect(orderPageCount(10)).toBe(1);
    expect(orderPageCount(11)).toBe(2);
  });
});
