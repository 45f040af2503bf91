// Learning analytics (docs/product/analytics.md#api: the reads keyed by the user Id; their paths are ours):
// the whole page for a range, and each part alone. Only the caller's own: another userId is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { OwnUserParamsSchema } from '@portal/shared-api/schemas/common';
import {
  AnalyticsQuerySchema,
  CourseAnalyticsSchema,
  LearningAnalyticsSchema,
  LearningInsightsSchema,
  LearningTotalsSchema,
  StudySessionSchema,
  StudySessionsQuerySchema,
  TimeZoneQuerySchema,
} from '@portal/shared-api/schemas/analytics';
import {
  getCourseAnalytics,
  getLearningAnalytics,
  getLearningInsights,
  getLearningTotals,
  getStudySessions,
} from './analytics.ts';

const tags = ['analytics'];

const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/analytics/user/:userId',
    {
      schema: {
        tags,
        summary: 'The caller’s learning analytics for a range of days (the last 30 by default)',
        params: OwnUserParamsSchema,
        querystring: AnalyticsQuerySchema,
        response: { 200: LearningAnalyticsSchema },
      },
    },
    async (request) => getLearningAnalytics(app.deps, request.caller, request.params.userId, request.query),
  );
  app.get(
    '/analytics/user/:userId/overview',
    {
      schema: {
        tags,
        summary: 'Hours learned, courses enrolled and completed, current and longest streak',
        params: OwnUserParamsSchema,
        querystring: TimeZoneQuerySchema,
        response: { 200: LearningTotalsSchema },
      },
    },
    async (request) => getLearningTotals(app.deps, request.caller, request.params.userId, request.query.tz),
  );
  app.get(
    '/analytics/user/:userId/sessions',
    {
      schema: {
        tags,
        summary: 'Minutes studied on each of the last days (30 by default), oldest first',
        params: OwnUserParamsSchema,
        querystring: StudySessionsQuerySchema,
        response: { 200: Type.Array(StudySessionSchema) },
      },
    },
    async (request) => getStudySessions(app.deps, request.caller, request.params.userId, request.query),
  );
  app.get(
    '/analytics/user/:userId/courses',
    {
      schema: {
        tags,
        summary: 'Each enrolled course’s progress, time spent, last access and best quiz scores',
        params: OwnUserParamsSchema,
        response: { 200: Type.Array(CourseAnalyticsSchema) },
      },
    },
    async (request) => getCourseAnalytics(app.deps, request.caller, request.params.userId),
  );
  app.get(
    '/analytics/user/:userId/insights',
    {
      schema: {
        tags,
        summary: 'Best study time, most productive day, recommended minutes, strong and weak areas',
        params: OwnUserParamsSchema,
        querystring: AnalyticsQuerySchema,
        response: { 200: LearningInsightsSchema },
      },
    },
    async (request) => getLearningInsights(app.deps, request.caller, request.params.userId, request.query),
  );
};

export default analyticsRoutes;
