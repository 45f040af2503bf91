// Course notifications (docs/product/notifications.md#api, base /courseNotifications, verbatim): the caller's
// notifications about a course. Only Read is taken from a PUT's body. Another user's is a 404; for someone
// else: administrators.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParamsSchema, NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CourseNotificationCreateSchema,
  CourseNotificationPageParamsSchema,
  CourseNotificationPageSchema,
  CourseNotificationSchema,
  CourseNotificationUpdateSchema,
} from '@portal/shared-api/schemas/notifications';
import {
  createCourseNotification,
  deleteCourseNotification,
  findOwnCourseNotification,
  listCourseNotifications,
  pageCourseNotifications,
  setCourseNotificationRead,
} from './course-notifications.ts';

const tags = ['notifications'];

const courseNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/courseNotifications',
    {
      schema: {
        tags,
        summary: 'The caller’s course notifications, newest first',
        response: { 200: Type.Array(CourseNotificationSchema) },
      },
    },
    async (request) => listCourseNotifications(app.deps, request.caller.id),
  );
  app.get(
    '/courseNotifications/:take/:skip',
    {
      schema: {
        tags,
        summary: 'A page of the caller’s course notifications with their count',
        params: CourseNotificationPageParamsSchema,
        response: { 200: CourseNotificationPageSchema },
      },
    },
    async (request) =>
      pageCourseNotifications(app.deps, request.caller.id, request.params.take, request.params.skip),
  );
  app.get(
    '/courseNotifications/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s course notifications, by Id (or slug)',
        params: IdParamsSchema,
        response: { 200: CourseNotificationSchema },
      },
    },
    async (request) => findOwnCourseNotification(app.deps, request.caller, request.params.id),
  );
  app.post(
    '/courseNotifications',
    {
      schema: {
        tags,
        summary: 'File a notification about a course (for someone else: administrators)',
        body: CourseNotificationCreateSchema,
        response: { 201: CourseNotificationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCourseNotification(app.deps, request.caller, request.body)),
  );
  app.put(
    '/courseNotifications/:slug',
    {
      schema: {
        tags,
        summary: 'Save the notification back; marks it read or unread (only Read is taken)',
        params: SlugParamsSchema,
        body: CourseNotificationUpdateSchema,
        response: { 200: CourseNotificationSchema },
      },
    },
    async (request) =>
      setCourseNotificationRead(app.deps, request.caller, request.params.slug, request.body.Read),
  );
  app.delete(
    '/courseNotifications/:slug',
    {
      schema: { tags, summary: 'Delete one', params: SlugParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteCourseNotification(app.deps, request.caller, request.params.slug);
      reply.status(204);
    },
  );
};

export default courseNotificationRoutes;
