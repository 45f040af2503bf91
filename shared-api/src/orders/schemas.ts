// Orders (docs/product/orders.md#order): the user's orders with their courses, plan and coupon.
import Type, { type Static } from 'typebox';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from './constants.ts';
import {
  CentsSchema,
  IsoDateTimeSchema,
  LimitQuery,
  Nullable,
  PageQuerySchema,
  UuidSchema,
} from '../common/schemas.ts';

export const OrderCourseSchema = Type.Object(
  {
    Id: Nullable(Type.String()),
    Title: Type.String(),
    Slug: Nullable(
      Type.String({ description: 'Null when the course left the catalogue since the purchase.' }),
    ),
    Price: Type.Integer({ description: 'Cents, as paid at the time of the order.' }),
  },
  { additionalProperties: false },
);
export type OrderCourse = Static<typeof OrderCourseSchema>;

export const OrderSubscriptionSchema = Type.Object(
  { Name: Type.String(), Price: CentsSchema, Duration: Type.Integer({ description: 'Days.' }) },
  { additionalProperties: false, description: 'The product’s "Abonnement": a plan bought with the order.' },
);
export type OrderSubscription = Static<typeof OrderSubscriptionSchema>;

export const OrderCouponSchema = Type.Object(
  {
    Code: Type.String(),
    Description: Type.String(),
    Discount: Type.Integer({ description: 'Cents taken off the order’s gross amount.' }),
  },
  { additionalProperties: false },
);

export const OrderSchema = Type.Object(
  {
    Id: UuidSchema,
    CreatedAt: IsoDateTimeSchema,
    Qte: Type.Integer({ description: 'Number of items bought (courses plus a subscription).' }),
    Price: Type.Integer({ description: 'Total charged in cents, after the coupon.' }),
    PaymentStatut: Type.Integer({
      description: '1 Cancelled, 2 Failed, 3 Successful, 4 Pending; any other code is Unknown.',
    }),
    TransactionId: Nullable(Type.String()),
    PaymentMethod: Type.String(),
    Courses: Type.Array(OrderCourseSchema),
    Abonnement: Nullable(OrderSubscriptionSchema),
    Coupon: Nullable(OrderCouponSchema),
    BillingName: Nullable(Type.String({ description: 'Who the invoice is for, when the buyer set it.' })),
    BillingAddress: Nullable(Type.String()),
    IsPayable: Type.Boolean({ description: 'Pending: it can still be paid or completed, or cancelled.' }),
  },
  { additionalProperties: false },
);
export type Order = Static<typeof OrderSchema>;

/** GET /api/orders/user?page=1&limit=10 */
export const OrderListSchema = Type.Object(
  { orders: Type.Array(OrderSchema), total: Type.Integer() },
  { additionalProperties: false },
);
export type OrderList = Static<typeof OrderListSchema>;

export const OrderListQuerySchema = Type.Object(
  {
    page: Type.Optional(PageQuerySchema),
    limit: Type.Optional(LimitQuery('Orders', ORDERS_PAGE_SIZE, ORDERS_MAX_PAGE_SIZE)),
  },
  { additionalProperties: false },
);
