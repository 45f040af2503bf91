// Wishlists (01 §3 Wishlist item, §7 Wishlists): the part the course page needs (add, check, remove).
import Type, { type Static } from 'typebox';
import { IdSchema, IsoDateTimeSchema, Nullable, UuidSchema } from './common.ts';

export const WishlistAddPayloadSchema = Type.Object(
  { courseId: IdSchema('The course to save.') },
  { additionalProperties: false },
);
export type WishlistAddPayload = Static<typeof WishlistAddPayloadSchema>;

export const WishlistEntrySchema = Type.Object(
  { Id: UuidSchema, CourseId: UuidSchema, CreatedAt: IsoDateTimeSchema },
  { additionalProperties: false },
);
export type WishlistEntry = Static<typeof WishlistEntrySchema>;

/** GET /api/wishlists/check/{courseId} */
export const WishlistCheckSchema = Type.Object(
  { isInWishlist: Type.Boolean(), itemId: Nullable(UuidSchema) },
  { additionalProperties: false },
);
export type WishlistCheck = Static<typeof WishlistCheckSchema>;

export const WishlistItemParamsSchema = Type.Object({ itemId: IdSchema() }, { additionalProperties: false });
export const WishlistCourseParamsSchema = Type.Object(
  { courseId: IdSchema() },
  { additionalProperties: false },
);
