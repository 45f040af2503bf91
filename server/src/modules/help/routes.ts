// Help Center and Feedback (the paths are ours: docs/product/help-and-feedback.md#api). Articles are for any
// signed-in person; feedback is sent by anyone signed in and listed by administrators only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rateLimitOf } from '../../platform/rate-limits/limits.ts';
import Type from 'typebox';
import { SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  FeedbackCreateSchema,
  FeedbackListQuerySchema,
  FeedbackListSchema,
  FeedbackSchema,
  HelpArticleSchema,
  HelpArticleSummarySchema,
  HelpCategorySchema,
  HelpSearchQuerySchema,
} from '@portal/shared-api/schemas/help';
import { feedbackFormSchema } from '@portal/shared-api/contract/help';
import { listFeedback, sendFeedback } from './feedback.ts';
import { listHelpCategories, readHelpArticle, searchHelpArticles } from './help.ts';

const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/help/categories',
    {
      schema: {
        tags: ['help'],
        summary: 'The help categories with their article counts',
        response: { 200: Type.Array(HelpCategorySchema) },
      },
    },
    async () => listHelpCategories(app.deps),
  );
  app.get(
    '/help/articles',
    {
      schema: {
        tags: ['help'],
        summary: 'Search the help articles (q), by category, or the six popular ones',
        querystring: HelpSearchQuerySchema,
        response: { 200: Type.Array(HelpArticleSummarySchema) },
      },
    },
    async (request) => searchHelpArticles(app.deps, request.query),
  );
  app.get(
    '/help/articles/:slug',
    {
      schema: {
        tags: ['help'],
        summary: 'One help article',
        params: SlugParamsSchema,
        response: { 200: HelpArticleSchema },
      },
    },
    async (request) => readHelpArticle(app.deps, request.params.slug),
  );
  app.post(
    '/feedback',
    {
      config: { rules: { body: feedbackFormSchema }, rateLimit: rateLimitOf(app.config.limits, 'feedback') },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback; the author is the caller',
        body: FeedbackCreateSchema,
        response: { 201: FeedbackSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendFeedback(app.deps, request.caller, request.body)),
  );
  app.get(
    '/feedback',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['feedback'],
        summary: 'Every feedback, newest first (administrators)',
        querystring: FeedbackListQuerySchema,
        response: { 200: FeedbackListSchema },
      },
    },
    async (request) => listFeedback(app.deps, request.query),
  );
};

export default helpRoutes;
