// The basket (docs/product/cart-and-checkout.md#basket), kept on the server per user so it follows them
// across devices. Totals are the server's, from catalogue prices; nothing in a request sets a price.
import Type, { type Static } from 'typebox';
import { COUPON_CODE_MAX_LENGTH } from './constants.ts';
import { CourseAuthorSchema } from '../catalog/schemas.ts';
import { CentsSchema, IdSchema, IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

export const CartItemSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Title: Type.String(),
    CoverImage: Nullable(Type.String()),
    CreatedBy: CourseAuthorSchema,
    Price: CentsSchema,
    OriginalPrice: Nullable(CentsSchema),
    AddedAt: IsoDateTimeSchema,
  },
  { additionalProperties: false, description: 'A course in the basket; Id is the course’s.' },
);
export type CartItem = Static<typeof CartItemSchema>;

export const AppliedCouponSchema = Type.Object(
  { Code: Type.String(), Description: Type.String(), Discount: CentsSchema },
  { additionalProperties: false },
);

/** GET /api/cart */
export const CartSchema = Type.Object(
  {
    Items: Type.Array(CartItemSchema),
    Coupon: Nullable(AppliedCouponSchema),
    CouponError: Nullable(
      Type.String({ description: 'Why the coupon kept on the cart no longer applies, when it does not.' }),
    ),
    Subtotal: CentsSchema,
    Discount: CentsSchema,
    Total: CentsSchema,
    Count: Type.Integer(),
  },
  { additionalProperties: false },
);
export type Cart = Static<typeof CartSchema>;

/** POST /api/cart/items: only the course; a price or quantity sent along is refused. */
export const CartAddPayloadSchema = Type.Object(
  { courseId: IdSchema('The course to buy.') },
  { additionalProperties: false },
);

export const CartItemParamsSchema = Type.Object({ courseId: IdSchema() }, { additionalProperties: false });

/** PUT /api/cart/coupon */
export const CouponPayloadSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX_LENGTH }) },
  { additionalProperties: false },
);
