// Learning history (docs/product/history.md#api): what the player recorded, its daily sessions and stats, and
// the export. Only the caller's own: a userId naming someone else, or another user's item, is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParamsSchema, NoContentSchema, OwnUserParamsSchema } from '@portal/shared-api/schemas/common';
import {
  HistoryCourseQuerySchema,
  HistoryCreateSchema,
  HistoryFilterQuerySchema,
  HistoryItemSchema,
  HistoryPageSchema,
  HistoryUpdateSchema,
  HistoryUserQuerySchema,
} from '@portal/shared-api/schemas/course-history';
import { CourseIdParamsSchema, LessonParamsSchema } from '@portal/shared-api/schemas/player';
import { listCourseHistory, listLessonHistory, listUserHistory } from './reads.ts';
import { deleteHistory, recordHistory, updateHistory } from './writes.ts';
import historySummaryRoutes from './summary-routes.ts';

const tags = ['course-history'];

const courseHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(historySummaryRoutes);
  app.get(
    '/course-history/user/:userId',
    {
      schema: {
        tags,
        summary: 'A page of the caller’s history, newest first, by course, action and days',
        params: OwnUserParamsSchema,
        querystring: HistoryFilterQuerySchema,
        response: { 200: HistoryPageSchema },
      },
    },
    async (request) => listUserHistory(app.deps, request.caller, request.params.userId, request.query),
  );
  app.get(
    '/course-history/course/:courseId',
    {
      schema: {
        tags,
        summary: 'The caller’s history on a course they may follow, newest first',
        params: CourseIdParamsSchema,
        querystring: HistoryCourseQuerySchema,
        response: { 200: Type.Array(HistoryItemSchema) },
      },
    },
    async (request) => listCourseHistory(app.deps, request.caller, request.params.courseId, request.query),
  );
  app.get(
    '/course-history/lesson/:lessonId',
    {
      schema: {
        tags,
        summary: 'The caller’s history on a lesson, newest first',
        params: LessonParamsSchema,
        querystring: HistoryUserQuerySchema,
        response: { 200: Type.Array(HistoryItemSchema) },
      },
    },
    async (request) =>
      listLessonHistory(app.deps, request.caller, request.params.lessonId, request.query.userId),
  );
  app.post(
    '/course-history',
    {
      schema: {
        tags,
        summary:
          'Record what the player saw (started, resumed, paused, completed, viewed); time, title and device are the server’s',
        body: HistoryCreateSchema,
        response: { 201: HistoryItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordHistory(app.deps, request.caller, request.body, request.headers['user-agent'] ?? ''),
        ),
  );
  app.put(
    '/course-history/:id',
    {
      schema: {
        tags,
        summary: 'Correct an item’s duration, progress or video position',
        params: IdParamsSchema,
        body: HistoryUpdateSchema,
        response: { 200: HistoryItemSchema },
      },
    },
    async (request) => updateHistory(app.deps, request.caller, request.params.id, request.body),
  );
  app.delete(
    '/course-history/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s items',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteHistory(app.deps, request.caller, request.params.id);
      reply.status(204);
    },
  );
};

export default courseHistoryRoutes;
