// Blog posts (docs/product/posts.md#post): the post as answered, its lists, and the bodies, params and
// queries of /api/posts; comments, opinions, ratings and stats are in engagement-schemas.ts.
import Type, { type Static } from 'typebox';
import {
  POST_CONTENT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  POSTS_MAX_PAGE_SIZE,
  POSTS_SEARCH_MAX_LENGTH,
} from './constants.ts';
import { IsoDateTimeSchema, Nullable, SlugSchema, UuidSchema } from '../common/schemas.ts';

const Closed = { additionalProperties: false } as const;

export const PostImageSchema = Type.Object({ Hashname: Type.String(), url: Type.String() }, Closed);

export const PostOpinionCountsSchema = Type.Object(
  { VIEW: Type.Integer(), LIKE: Type.Integer(), DISLIKE: Type.Integer() },
  { additionalProperties: false, description: 'Opinions, counted per type.' },
);
export type PostOpinionCounts = Static<typeof PostOpinionCountsSchema>;

export const PostAuthorSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Name: Type.String({ description: 'First and last name, or the username when both are empty.' }),
    PhotoUrl: Nullable(Type.String()),
  },
  Closed,
);
export type PostAuthor = Static<typeof PostAuthorSchema>;

/** A top-level catalogue category. */
export const PostCategorySchema = Type.Object({ Slug: Type.String(), Title: Type.String() }, Closed);

export const PostSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Title: Type.String(),
    Content: Type.String({ description: 'Sanitised HTML.' }),
    Image: Nullable(PostImageSchema),
    ImageMediaId: Nullable(UuidSchema),
    CreatedAt: IsoDateTimeSchema,
    UpdatedAt: IsoDateTimeSchema,
    PublishedAt: Nullable(IsoDateTimeSchema),
    Opinions: PostOpinionCountsSchema,
    Author: PostAuthorSchema,
    Category: Nullable(PostCategorySchema),
    Excerpt: Type.String({ description: 'The content as plain text, at most 200 characters.' }),
    CommentCount: Type.Integer({ description: 'Visible comments, replies included.' }),
    RatingAverage: Type.Number({ description: '0 while nobody has rated the post.' }),
    RatingCount: Type.Integer(),
    IsOwner: Type.Boolean({ description: 'True when the signed-in user wrote it.' }),
    Hidden: Type.Boolean({
      description: 'Hidden by a moderator: only its author still sees it, with this flag set.',
    }),
  },
  Closed,
);
export type Post = Static<typeof PostSchema>;

/** A page of posts with the number of posts matching. */
export const PostListSchema = Type.Object(
  { posts: Type.Array(PostSchema), countTotal: Type.Integer() },
  Closed,
);
export type PostList = Static<typeof PostListSchema>;

/** Lists without paging (trending, most liked, related). */
export const PostArraySchema = Type.Array(PostSchema);

export const PostPayloadSchema = Type.Object(
  {
    Title: Type.String({ minLength: 1, maxLength: POST_TITLE_MAX_LENGTH }),
    Content: Type.String({
      minLength: 1,
      maxLength: POST_CONTENT_MAX_LENGTH,
      description: 'HTML from the editor; the server keeps its allowed tags only and needs some text.',
    }),
    ImageMediaId: Type.Optional(Nullable(UuidSchema)),
    CategorySlug: Type.Optional(
      Nullable(Type.With(SlugSchema, { description: 'A top-level category’s slug.' })),
    ),
    Published: Type.Boolean({ description: 'False keeps the post a draft only its author sees.' }),
  },
  Closed,
);
export type PostPayload = Static<typeof PostPayloadSchema>;

const Take = (fallback: number) =>
  Type.Integer({
    minimum: 1,
    default: fallback,
    description: `Posts to answer (default ${fallback}); values above ${POSTS_MAX_PAGE_SIZE} are treated as ${POSTS_MAX_PAGE_SIZE}.`,
  });
const Skip = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 });

export function PostTakeQuerySchema(fallback: number) {
  return Type.Object({ take: Take(fallback) }, Closed);
}

export function PostPagingQuerySchema(fallback: number) {
  return Type.Object({ take: Take(fallback), skip: Skip }, Closed);
}

export const PostLazyParamsSchema = Type.Object(
  { take: Type.Integer({ minimum: 1 }), skip: Type.Integer({ minimum: 0, maximum: 1_000_000 }) },
  Closed,
);

export const PostSearchBodySchema = Type.Object(
  {
    query: Type.String({
      maxLength: POSTS_SEARCH_MAX_LENGTH,
      description: 'Case-insensitive search in the title and the content.',
    }),
    take: Type.Optional(Take(10)),
    skip: Type.Optional(Skip),
  },
  Closed,
);

export const PostPageParamsSchema = Type.Object(
  {
    userSlug: Type.With(SlugSchema, { description: 'Must be the signed-in user’s slug.' }),
    take: Type.Integer({
      minimum: 1,
      description: `Posts per page; values above ${POSTS_MAX_PAGE_SIZE} are treated as ${POSTS_MAX_PAGE_SIZE}.`,
    }),
    skip: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  Closed,
);

export const PostSearchQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: POSTS_SEARCH_MAX_LENGTH,
        description: 'Case-insensitive search in the title and the content.',
      }),
    ),
  },
  Closed,
);

export const CategorySlugParamsSchema = Type.Object({ categorySlug: SlugSchema }, Closed);

export const PostsByCategorySchema = Type.Object(
  { posts: Type.Array(PostSchema), countTotal: Type.Integer(), category: PostCategorySchema },
  Closed,
);
export type PostsByCategory = Static<typeof PostsByCategorySchema>;

export const PostCategorySummarySchema = Type.Object(
  {
    Slug: Type.String(),
    Title: Type.String(),
    PostCount: Type.Integer({ description: 'Published, visible posts in the category.' }),
  },
  Closed,
);
export const PostCategoryListSchema = Type.Array(PostCategorySummarySchema);
export type PostCategoryList = Static<typeof PostCategoryListSchema>;
