import {
  itemsLabel,
  orderPageCount,
  orderSubtotal,
  paymentStatusTone,
  shortOrderId,
} from './order-display.ts';

describe('order display helpers', () => {
  it('shortens an order id to its first block, upper-cased', () => {
    expect(shortOrderId('1a2b3c4d-0000-4000-8000-000000000001')).toBe('#1A2B3C4D');
  });

  it('counts courses plus the subscription, falling back to Qte', () => {
    expect(itemsLabel({ Courses: [], Abonnement: { Name: 'Plus', Price: 1, Duration: 30 }, Qte: 1 })).toBe(
      '1 item',
    );
    expect(itemsLabel({ Courses: [], Abonnement: null, Qte: 3 })).toBe('3 items');
  });

  it('gives each payment status its tone, unknown codes neutral (grey)', () => {
    expect(paymentStatusTone(3)).toBe('success');
    expect(paymentStatusTone(2)).toBe('danger');
    expect(paymentStatusTone(99)).toBe('neutral');
  });
});

describe('order totals and pages', () => {
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
