// Public lists of blog posts (docs/product/posts.md#api): newest, lazy, searched, most liked, a person's, a
// category's, trending and related, and the categories with their counts. Signed-in readers get IsOwner on
// their posts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  POSTS_LAZY_TAKE,
  POSTS_MAX_PAGE_SIZE,
  POSTS_PAGE_SIZE,
  POSTS_RELATED_TAKE,
  POSTS_TRENDING_TAKE,
} from '@portal/shared-api/contract/posts';
import { SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CategorySlugParamsSchema,
  PostArraySchema,
  PostCategoryListSchema,
  PostLazyParamsSchema,
  PostListSchema,
  PostPagingQuerySchema,
  PostSearchBodySchema,
  PostsByCategorySchema,
  PostTakeQuerySchema,
} from '@portal/shared-api/schemas/posts';
import { rateLimitOf } from '../../../platform/rate-limits/limits.ts';
import {
  listPublicPosts,
  mostLikedPosts,
  postCategories,
  postsInCategory,
  relatedPosts,
  searchPublicPosts,
  trendingPosts,
  userPublicPosts,
} from '../lists.ts';

const tags = ['posts'];
const config = { access: 'public' } as const;
/** Larger pages are served at the cap rather than refused. */
const cap = (take: number) => Math.min(take, POSTS_MAX_PAGE_SIZE);

const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const viewer = (request: { user?: { id: string } | null }) => request.user?.id ?? null;

  app.get(
    '/posts',
    {
      config,
      schema: {
        tags,
        summary: 'Published posts, newest first, with the total count',
        querystring: PostPagingQuerySchema(POSTS_PAGE_SIZE),
        response: { 200: PostListSchema },
      },
    },
    async (request) =>
      listPublicPosts(app.deps, viewer(request), { take: cap(request.query.take), skip: request.query.skip }),
  );

  app.get(
    '/posts/lazy/:take/:skip',
    {
      config,
      schema: {
        tags,
        summary: `Published posts for infinite scrolling (the client's default take is ${POSTS_LAZY_TAKE})`,
        params: PostLazyParamsSchema,
        response: { 200: PostListSchema },
      },
    },
    async (request) =>
      listPublicPosts(app.deps, viewer(request), {
        take: cap(request.params.take),
        skip: request.params.skip,
      }),
  );

  app.post(
    '/posts/search',
    {
      config: { ...config, rateLimit: rateLimitOf(app.config.limits, 'postSearch') },
      schema: {
        tags,
        summary: 'Published posts whose title or content contains the query (case-insensitive)',
        body: PostSearchBodySchema,
        response: { 200: PostListSchema },
      },
    },
    async (request) =>
      searchPublicPosts(app.deps, viewer(request), request.body.query, {
        take: cap(request.body.take ?? POSTS_PAGE_SIZE),
        skip: request.body.skip ?? 0,
      }),
  );

  app.get(
    '/posts/likes/dsc',
    {
      config,
      schema: {
        tags,
        summary: 'Published posts, most liked first',
        querystring: PostTakeQuerySchema(POSTS_PAGE_SIZE),
        response: { 200: PostArraySchema },
      },
    },
    async (request) => mostLikedPosts(app.deps, viewer(request), cap(request.query.take)),
  );

  app.get(
    '/posts/user/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'A person’s published posts; their own drafts too when it is the caller',
        params: SlugParamsSchema,
        querystring: PostPagingQuerySchema(POSTS_PAGE_SIZE),
        response: { 200: PostListSchema },
      },
    },
    async (request) =>
      userPublicPosts(app.deps, viewer(request), request.params.slug, {
        take: cap(request.query.take),
        skip: request.query.skip,
      }),
  );

  app.get(
    '/posts/category/:categorySlug',
    {
      config,
      schema: {
        tags,
        summary: 'A top-level category’s published posts, newest first (unknown category: 404)',
        params: CategorySlugParamsSchema,
        querystring: PostPagingQuerySchema(POSTS_PAGE_SIZE),
        response: { 200: PostsByCategorySchema },
      },
    },
    async (request) =>
      postsInCategory(app.deps, viewer(request), request.params.categorySlug, {
        take: cap(request.query.take),
        skip: request.query.skip,
      }),
  );

  app.get(
    '/posts/trending',
    {
      config,
      schema: {
        tags,
        summary: 'Views + 3 × likes − dislikes + 5 × comments over the last 30 days, best first',
        querystring: PostTakeQuerySchema(POSTS_TRENDING_TAKE),
        response: { 200: PostArraySchema },
      },
    },
    async (request) => trendingPosts(app.deps, viewer(request), cap(request.query.take)),
  );

  app.get(
    '/posts/:slug/related',
    {
      config,
      schema: {
        tags,
        summary: 'Posts in the same category first, then by the same author, then the newest',
        params: SlugParamsSchema,
        querystring: PostTakeQuerySchema(POSTS_RELATED_TAKE),
        response: { 200: PostArraySchema },
      },
    },
    async (request) => relatedPosts(app.deps, viewer(request), request.params.slug, cap(request.query.take)),
  );

  app.get(
    '/posts/categories',
    {
      config,
      schema: {
        tags,
        summary: 'Every top-level category in catalogue order with its published-post count (0 included)',
        response: { 200: PostCategoryListSchema },
      },
    },
    async () => postCategories(app.deps),
  );
};

export default listRoutes;
