// Order fixtures for page tests and stories: valid contract objects with overridable fields.
import type { Order, OrderList } from '../../orders/contract.ts';

let sequence = 0;

/** A successful order of one $49.99 course, placed on 2026-03-14. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const id = `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  return {
    Id: id,
    CreatedAt: '2026-03-14T14:30:00.000Z',
    Qte: 1,
    Price: 4999,
    PaymentStatut: 3,
    TransactionId: `PAYID-${String(sequence).padStart(8, '0')}`,
    PaymentMethod: 'PayPal',
    Courses: [
      {
        Id: `course-${sequence}`,
        Title: 'Advanced React Development',
        Slug: 'advanced-react-development',
        Price: 4999,
      },
    ],
    Abonnement: null,
    Coupon: null,
    BillingName: null,
    BillingAddress: null,
    IsPayable: overrides.PaymentStatut === 4,
    ...overrides,
  };
}

export function buildOrderList(orders: Order[], total: number = orders.length): OrderList {
  return { orders, total };
}
