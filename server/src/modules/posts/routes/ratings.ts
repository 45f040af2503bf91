// Ratings and numbers of blog posts (docs/product/posts.md#api): one rating per reader, never the author's
// own; stats of one public post, or the caller's totals over their posts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  MyPostStatsSchema,
  PostRatingPayloadSchema,
  PostRatingsSchema,
  PostStatsSchema,
} from '@portal/shared-api/schemas/posts';
import { postRatingsOf, ratePost } from '../ratings.ts';
import { myPostStats, postStats } from '../stats.ts';

const tags = ['posts'];

const ratingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/posts/:slug/ratings',
    {
      schema: {
        tags,
        summary: 'Rate a post 1 to 5 with an optional review; rating again replaces it (not one’s own post)',
        params: SlugParamsSchema,
        body: PostRatingPayloadSchema,
        response: { 200: PostRatingsSchema },
      },
    },
    async (request) => ratePost(app.deps, request.caller.id, request.params.slug, request.body),
  );

  app.get(
    '/posts/:slug/ratings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The average, count and distribution of ratings, the newest 20 and the caller’s own',
        params: SlugParamsSchema,
        response: { 200: PostRatingsSchema },
      },
    },
    async (request) => postRatingsOf(app.deps, request.user?.id ?? null, request.params.slug),
  );

  app.get(
    '/posts/:slug/stats',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Views, likes, dislikes, comments and ratings of a published post',
        params: SlugParamsSchema,
        response: { 200: PostStatsSchema },
      },
    },
    async (request) => postStats(app.deps, request.user?.id ?? null, request.params.slug),
  );

  app.get(
    '/posts/stats',
    {
      schema: {
        tags,
        summary: 'The caller’s totals over all their posts, with how many they wrote and published',
        response: { 200: MyPostStatsSchema },
      },
    },
    async (request) => myPostStats(app.deps, request.caller.id),
  );
};

export default ratingRoutes;
