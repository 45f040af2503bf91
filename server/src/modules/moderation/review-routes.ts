// The review queue of the moderation module, under the ratings paths (ours): reviews waiting for an
// administrator, oldest first, and the two decisions, each written to the moderation log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { SlugParamsSchema } from '@portal/shared-api/schemas/common';
import { PageQuery, ReviewRejectSchema, ReviewSchema } from '@portal/shared-api/schemas/reviews';
import { listPendingReviews, moderateReview } from './reviews.ts';

const tags = ['reviews'];
const admin = { access: 'admin' as const };

const reviewModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ratings/pending',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reviews waiting for moderation, oldest first (administrators)',
        querystring: PageQuery,
        response: { 200: Type.Object({ ratings: Type.Array(ReviewSchema), countTotal: Type.Integer() }) },
      },
    },
    async (request) => listPendingReviews(app.deps, request.query),
  );
  app.post(
    '/ratings/:slug/approve',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Publish a review (administrators)',
        params: SlugParamsSchema,
        response: { 200: ReviewSchema },
      },
    },
    async (request) => moderateReview(app.deps, request.caller, request.params.slug, { approve: true }),
  );
  app.post(
    '/ratings/:slug/reject',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Refuse a review with a reason the author sees (administrators)',
        params: SlugParamsSchema,
        body: ReviewRejectSchema,
        response: { 200: ReviewSchema },
      },
    },
    async (request) =>
      moderateReview(app.deps, request.caller, request.params.slug, {
        approve: false,
        reason: request.body.Reason,
      }),
  );
};

export default reviewModerationRoutes;
