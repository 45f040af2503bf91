// The course catalogue and the course page (docs/product/catalog.md; ours: the product only links to them).
// Cards carry the course fields a saved course reads (docs/product/saved-courses.md#saved-item: price,
// original price, on sale, sale end, rating, students, duration, certificate) under the product's naming
// style.
import Type, { type Static } from 'typebox';
import {
  CATALOG_DURATIONS,
  CATALOG_MAX_PAGE_SIZE,
  CATALOG_PAGE_SIZE,
  CATALOG_PRICES,
  CATALOG_RATINGS,
  CATALOG_SORTS,
  CATALOG_QUERY_MAX_LENGTH,
} from './constants.ts';
import { COURSE_LEVELS } from '../enrollments/constants.ts';
import {
  CentsSchema,
  IsoDateTimeSchema,
  LimitQuery,
  Nullable,
  PageQuerySchema,
  UuidSchema,
} from '../common/schemas.ts';

const values = <const T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as { [K in keyof T]: T[K]['value'] };

export const CatalogQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: CATALOG_QUERY_MAX_LENGTH,
        description: 'Words of the title, summary, tags or instructor; prefixes and small typos match.',
      }),
    ),
    category: Type.Optional(Type.String({ maxLength: 100, description: 'A category slug.' })),
    level: Type.Optional(Type.Enum(COURSE_LEVELS)),
    price: Type.Optional(Type.Enum(values(CATALOG_PRICES))),
    rating: Type.Optional(Type.Enum(values(CATALOG_RATINGS))),
    duration: Type.Optional(Type.Enum(values(CATALOG_DURATIONS))),
    language: Type.Optional(Type.String({ maxLength: 50 })),
    sort: Type.Optional(Type.Enum(values(CATALOG_SORTS))),
    page: Type.Optional(PageQuerySchema),
    limit: Type.Optional(LimitQuery('Courses', CATALOG_PAGE_SIZE, CATALOG_MAX_PAGE_SIZE)),
  },
  { additionalProperties: false },
);
export type CatalogQuery = Static<typeof CatalogQuerySchema>;

export const CourseAuthorSchema = Type.Object(
  { Firstname: Type.String(), Lastname: Type.String(), Slug: Type.String() },
  { additionalProperties: false },
);

export const CourseCategorySchema = Type.Object(
  { Slug: Type.String(), Title: Type.String() },
  { additionalProperties: false },
);

export const CatalogCourseSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Title: Type.String(),
    ShortDescription: Type.String(),
    CoverImage: Nullable(Type.String({ description: 'URL of the cover image.' })),
    CreatedBy: CourseAuthorSchema,
    Category: Nullable(CourseCategorySchema),
    Level: Type.String(),
    Language: Type.String(),
    Price: CentsSchema,
    OriginalPrice: Nullable(CentsSchema),
    OnSale: Type.Boolean(),
    SaleEndsAt: Nullable(IsoDateTimeSchema),
    Rating: Type.Number({ description: 'Average of the star ratings, one decimal; 0 without any.' }),
    RatingCount: Type.Integer(),
    Students: Type.Integer(),
    Duration: Type.Integer({ description: 'Minutes.' }),
    HasCertificate: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
  },
  { additionalProperties: false },
);
export type CatalogCourse = Static<typeof CatalogCourseSchema>;

/** GET /api/courses */
export const CatalogPageSchema = Type.Object(
  {
    courses: Type.Array(CatalogCourseSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  },
  { additionalProperties: false },
);
export type CatalogPage = Static<typeof CatalogPageSchema>;

const FacetSchema = Type.Object(
  { Value: Type.String(), Label: Type.String(), Count: Type.Integer() },
  { additionalProperties: false },
);

/** GET /api/catalog/facets: what the filters offer, with how many visible courses each holds. */
export const CatalogFacetsSchema = Type.Object(
  {
    categories: Type.Array(FacetSchema),
    languages: Type.Array(FacetSchema),
    levels: Type.Array(FacetSchema),
  },
  { additionalProperties: false },
);
export type CatalogFacets = Static<typeof CatalogFacetsSchema>;

export const CourseOutlineLessonSchema = Type.Object(
  {
    Id: UuidSchema,
    Title: Type.String(),
    Type: Type.String(),
    Duration: Type.Integer({ description: 'Minutes.' }),
    IsPreview: Type.Boolean({ description: 'Free preview: playable from the course page by anyone.' }),
  },
  { additionalProperties: false },
);
export type CourseOutlineLesson = Static<typeof CourseOutlineLessonSchema>;

export const CourseOutlineSectionSchema = Type.Object(
  {
    Id: UuidSchema,
    Title: Type.String(),
    Duration: Type.Integer({ description: 'Minutes.' }),
    Lessons: Type.Array(CourseOutlineLessonSchema),
  },
  { additionalProperties: false },
);

export const CourseInstructorSchema = Type.Object(
  {
    Firstname: Type.String(),
    Lastname: Type.String(),
    Slug: Type.String(),
    Profil: Type.String({ description: 'Professional headline.' }),
    About: Type.String(),
    Photo: Nullable(Type.String()),
    Courses: Type.Integer(),
    Students: Type.Integer(),
    Rating: Type.Number(),
  },
  { additionalProperties: false },
);
export type CourseInstructor = Static<typeof CourseInstructorSchema>;

export const CourseReviewSchema = Type.Object(
  {
    Id: UuidSchema,
    Title: Type.String(),
    Review: Type.String(),
    Score: Type.Integer(),
    IsVerified: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
    User: Type.Object({ Firstname: Type.String(), Lastname: Type.String() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** What the signed-in visitor can do with the course; null when signed out. */
export const CourseViewerSchema = Type.Object(
  {
    HasAccess: Type.Boolean(),
    IsEnrolled: Type.Boolean(),
    IsOwner: Type.Boolean({ description: 'The visitor created the course.' }),
    InCart: Type.Boolean(),
    WishlistItemId: Nullable(UuidSchema),
    PendingOrderId: Nullable(UuidSchema),
  },
  { additionalProperties: false },
);
export type CourseViewer = Static<typeof CourseViewerSchema>;

/** GET /api/courses/{slug} */
export const CourseDetailSchema = Type.Object(
  {
    ...CatalogCourseSchema.properties,
    Resume: Type.String({ description: 'Sanitised HTML.' }),
    WhatYouWillLearn: Type.Array(Type.String()),
    Requirements: Type.Array(Type.String()),
    Keywords: Type.Array(Type.String()),
    UpdatedAt: IsoDateTimeSchema,
    LessonsCount: Type.Integer(),
    Sections: Type.Array(CourseOutlineSectionSchema),
    Instructor: CourseInstructorSchema,
    RatingBreakdown: Type.Array(Type.Integer(), {
      description: 'How many ratings gave 5, 4, 3, 2 and 1 stars, in that order.',
    }),
    Reviews: Type.Array(CourseReviewSchema),
    Viewer: Nullable(CourseViewerSchema),
  },
  { additionalProperties: false },
);
export type CourseDetail = Static<typeof CourseDetailSchema>;

export const CoursePreviewParamsSchema = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: 200 }),
    lessonId: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

/** GET /api/courses/{slug}/preview/{lessonId}: a free preview lesson's video. */
export const CoursePreviewSchema = Type.Object(
  {
    Id: UuidSchema,
    Title: Type.String(),
    Duration: Type.Integer(),
    VideoUrl: Type.String(),
    PosterUrl: Nullable(Type.String()),
    Captions: Type.Array(
      Type.Object(
        { Language: Type.String(), Label: Type.String(), Url: Type.String() },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CoursePreview = Static<typeof CoursePreviewSchema>;
