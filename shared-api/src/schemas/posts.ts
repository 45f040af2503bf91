// Blog posts (03 §3 Post, §7): the post as answered, the author's paginated list, and its params.
import Type, { type Static } from 'typebox';
import { POSTS_MAX_PAGE_SIZE, POSTS_SEARCH_MAX_LENGTH } from '../contract/posts.ts';
import { IsoDateTimeSchema, Nullable, SlugSchema, UuidSchema } from './common.ts';

export const PostImageSchema = Type.Object(
  { Hashname: Type.String(), url: Type.String() },
  { additionalProperties: false },
);
export type PostImage = Static<typeof PostImageSchema>;

export const PostOpinionCountsSchema = Type.Object(
  { VIEW: Type.Integer(), LIKE: Type.Integer(), DISLIKE: Type.Integer() },
  { additionalProperties: false, description: '03 §3 Opinions, counted per type.' },
);
export type PostOpinionCounts = Static<typeof PostOpinionCountsSchema>;

export const PostSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Title: Type.String(),
    Content: Type.String({ description: 'Sanitised HTML.' }),
    Image: Nullable(PostImageSchema),
    CreatedAt: IsoDateTimeSchema,
    PublishedAt: Nullable(IsoDateTimeSchema),
    Opinions: PostOpinionCountsSchema,
  },
  { additionalProperties: false },
);
export type Post = Static<typeof PostSchema>;

/** GET /api/posts/user/{userSlug}/pagninate/{take}/{skip} */
export const PostListSchema = Type.Object(
  { posts: Type.Array(PostSchema), countTotal: Type.Integer() },
  { additionalProperties: false },
);
export type PostList = Static<typeof PostListSchema>;

export const PostPageParamsSchema = Type.Object(
  {
    userSlug: Type.With(SlugSchema, { description: 'Must be the signed-in user’s slug.' }),
    take: Type.Integer({
      minimum: 1,
      description: `Posts per page; values above ${POSTS_MAX_PAGE_SIZE} are treated as ${POSTS_MAX_PAGE_SIZE}.`,
    }),
    skip: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type PostPageParams = Static<typeof PostPageParamsSchema>;

export const PostSearchQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: POSTS_SEARCH_MAX_LENGTH,
        description: 'Case-insensitive search in the title and the content.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PostSearchQuery = Static<typeof PostSearchQuerySchema>;
