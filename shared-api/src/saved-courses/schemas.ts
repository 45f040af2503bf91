// Wishlists (docs/product/saved-courses.md#data): the part the course page needs (add, check, remove).
import Type, { type Static } from 'typebox';
import { IdSchema, IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

export const SavedCourseAddPayloadSchema = Type.Object(
  { courseId: IdSchema('The course to save.') },
  { additionalProperties: false },
);

export const SavedCourseSchema = Type.Object(
  { Id: UuidSchema, CourseId: UuidSchema, CreatedAt: IsoDateTimeSchema },
  { additionalProperties: false },
);
export type SavedCourse = Static<typeof SavedCourseSchema>;

/** GET /api/wishlists/check/{courseId} */
export const SavedCourseCheckSchema = Type.Object(
  { isInWishlist: Type.Boolean(), itemId: Nullable(UuidSchema) },
  { additionalProperties: false },
);
export type SavedCourseCheck = Static<typeof SavedCourseCheckSchema>;

export const SavedCourseParamsSchema = Type.Object({ itemId: IdSchema() }, { additionalProperties: false });
export const SavedCourseCheckParamsSchema = Type.Object(
  { courseId: IdSchema() },
  { additionalProperties: false },
);

/** A saved course (docs/product/saved-courses.md#saved-item), with the server's own flags. */
export const SavedItemSchema = Type.Object(
  {
    Id: UuidSchema,
    DateAdded: IsoDateTimeSchema,
    CreatedAt: IsoDateTimeSchema,
    PriceAlert: Type.Boolean(),
    IsEnrolled: Type.Boolean({ description: 'The user owns or follows the course.' }),
    IsInCart: Type.Boolean(),
    CollectionIds: Type.Array(UuidSchema),
    Course: Type.Object(
      {
        Id: UuidSchema,
        Slug: Type.String(),
        Title: Type.String(),
        User: Type.Object(
          { FirstName: Type.String(), LastName: Type.String() },
          { additionalProperties: false },
        ),
        Tags: Type.Array(Type.String()),
        Category: Type.String(),
        Level: Type.String(),
        Price: Type.Integer(),
        OriginalPrice: Nullable(Type.Integer()),
        IsOnSale: Type.Boolean(),
        SaleEndDate: Nullable(IsoDateTimeSchema),
        Rating: Type.Number(),
        Reviews: Type.Integer(),
        StudentCount: Type.Integer(),
        Duration: Type.Integer({ description: 'Minutes.' }),
        Thumbnail: Nullable(Type.String()),
        HasCertificate: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type SavedItem = Static<typeof SavedItemSchema>;

export const SavedListSchema = Type.Object(
  { Items: Type.Array(SavedItemSchema), total: Type.Integer() },
  { additionalProperties: false },
);
export type SavedList = Static<typeof SavedListSchema>;

export const MoveToCartPayloadSchema = Type.Object(
  {
    itemIds: Type.Optional(Type.Array(IdSchema(), { maxItems: 200, description: 'Without it, every item.' })),
  },
  { additionalProperties: false },
);

export const MoveToCartAnswerSchema = Type.Object(
  {
    moved: Type.Array(UuidSchema, { description: 'Courses now in the cart (and out of the wishlist).' }),
    skipped: Type.Array(
      Type.Object({ courseId: UuidSchema, reason: Type.String() }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type MoveToCartAnswer = Static<typeof MoveToCartAnswerSchema>;

export const PriceAlertPayloadSchema = Type.Object(
  { enabled: Type.Boolean() },
  { additionalProperties: false },
);

export const CollectionSchema = Type.Object(
  {
    Id: UuidSchema,
    Username: Type.String({ description: 'The collection’s name (the product names the field Username).' }),
    Description: Type.String(),
    IsPublic: Type.Boolean(),
    CourseIds: Type.Array(UuidSchema),
    ShareUrl: Nullable(Type.String()),
    CreatedAt: IsoDateTimeSchema,
  },
  { additionalProperties: false },
);
export type Collection = Static<typeof CollectionSchema>;

export const CollectionListSchema = Type.Object(
  { collections: Type.Array(CollectionSchema) },
  { additionalProperties: false },
);

export const CollectionPayloadSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    isPublic: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const CollectionUpdateSchema = Type.Partial(CollectionPayloadSchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type CollectionPayload = Static<typeof CollectionPayloadSchema>;

export const CollectionCourseParamsSchema = Type.Object(
  { id: IdSchema(), courseId: IdSchema() },
  { additionalProperties: false },
);
export const CollectionCoursePayloadSchema = Type.Object(
  { courseId: IdSchema() },
  { additionalProperties: false },
);

export const ShareLinkSchema = Type.Object(
  { token: Type.String(), url: Type.String() },
  { additionalProperties: false },
);
export type ShareLink = Static<typeof ShareLinkSchema>;

export const SharedTokenParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** GET /api/wishlists/shared/{token}: public and read-only. */
export const SharedListSchema = Type.Object(
  {
    Title: Type.String(),
    Description: Type.String(),
    Owner: Type.String(),
    Courses: Type.Array(
      Type.Object(
        {
          Id: UuidSchema,
          Slug: Type.String(),
          Title: Type.String(),
          Price: Type.Integer(),
          OriginalPrice: Nullable(Type.Integer()),
          Rating: Type.Number(),
          Thumbnail: Nullable(Type.String()),
          Instructor: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type SharedList = Static<typeof SharedListSchema>;
