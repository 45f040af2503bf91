// Reviews (the paths are ours: docs/product/reviews.md#api): the learner's own reviews, one by id, write,
// change and delete by slug, the courses they may review (administrators approve or reject them in the
// moderation module: /api/ratings/pending, …/approve, …/reject). Only the caller's own:
// another user's review, or a userId naming someone else, is a 404. Author, approval and status never come
// from a body.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  NoContentSchema,
  OwnUserParamsSchema,
  SlugParamsSchema,
} from '@portal/shared-api/schemas/common';
import {
  PageQuery,
  ReviewCreateSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  ReviewUpdateSchema,
  SelectableCourseListSchema,
} from '@portal/shared-api/schemas/reviews';
import { reviewFormSchema, reviewUpdateSchema } from '@portal/shared-api/contract/reviews';
import { reviewableCourses } from './reviewable-courses.ts';
import { findOwnReview, listOwnReviews } from './reviews.ts';
import { createReview, deleteReview, updateReview } from './writes.ts';
import { ownUserId } from '../../core/caller.ts';

const tags = ['reviews'];

const ratingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ratings/user/:userId',
    {
      schema: {
        tags,
        summary: 'The caller’s reviews, sorted (newest, oldest, highest, lowest), with their figures',
        params: OwnUserParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema },
      },
    },
    async (request) =>
      listOwnReviews(app.deps, ownUserId(request.caller, request.params.userId), request.query),
  );
  app.get(
    '/ratings/courses',
    {
      schema: {
        tags,
        summary: 'The courses the caller may review: those they are enrolled in',
        querystring: PageQuery,
        response: { 200: SelectableCourseListSchema },
      },
    },
    async (request) => reviewableCourses(app.deps, request.caller.id, request.query),
  );
  app.get(
    '/ratings/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s reviews, by Id (or slug)',
        params: IdParamsSchema,
        response: { 200: ReviewSchema },
      },
    },
    async (request) => findOwnReview(app.deps, request.caller, request.params.id),
  );
  app.post(
    '/ratings',
    {
      config: { rules: { body: reviewFormSchema } },
      schema: {
        tags,
        summary: 'Review a course, instructor or lesson of the caller’s courses; pending until approved',
        body: ReviewCreateSchema,
        response: { 201: ReviewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReview(app.deps, request.caller, request.body)),
  );
  app.put(
    '/ratings/:slug',
    {
      config: { rules: { body: reviewUpdateSchema } },
      schema: {
        tags,
        summary: 'Change one of the caller’s reviews; it is pending again until approved',
        params: SlugParamsSchema,
        body: ReviewUpdateSchema,
        response: { 200: ReviewSchema },
      },
    },
    async (request) => updateReview(app.deps, request.caller, request.params.slug, request.body),
  );
  app.delete(
    '/ratings/:slug',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s reviews',
        params: SlugParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteReview(app.deps, request.caller, request.params.slug);
      reply.status(204);
    },
  );
};

export default ratingRoutes;
