// Notifications (docs/product/notifications.md#api, base /notifications, verbatim): the caller's inbox. Only
// IsRead is taken from a PUT's body; the rest of a notification is the server's. Another user's notification
// is a 404; filing one for someone else needs the administrator role (403).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  MarkAllReadSchema,
  NotificationCreateSchema,
  NotificationSchema,
  NotificationUpdateSchema,
} from '@portal/shared-api/schemas/notifications';
import {
  createNotification,
  deleteNotification,
  findOwnNotification,
  listNotifications,
  markAllRead,
  setNotificationRead,
  toNotification,
} from './notifications.ts';

const tags = ['notifications'];

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first',
        response: { 200: Type.Array(NotificationSchema) },
      },
    },
    async (request) => listNotifications(app.deps, request.caller.id),
  );
  app.post(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'File a notification for the caller (for someone else: administrators)',
        body: NotificationCreateSchema,
        response: { 201: NotificationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createNotification(app.deps, request.caller, request.body)),
  );
  app.put(
    '/notifications/mark-all-read/:userSlug',
    {
      schema: {
        tags,
        summary: 'Mark every notification of the caller read (their own slug only)',
        params: Type.Object(
          { userSlug: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: { 200: MarkAllReadSchema },
      },
    },
    async (request) => markAllRead(app.deps, request.caller, request.params.userSlug),
  );
  app.get(
    '/notifications/:slug',
    {
      schema: {
        tags,
        summary: 'One of the caller’s notifications',
        params: SlugParamsSchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) =>
      toNotification(await findOwnNotification(app.deps, request.caller, request.params.slug)),
  );
  app.put(
    '/notifications/:slug',
    {
      schema: {
        tags,
        summary: 'Save the whole notification back; marks it read or unread (only IsRead is taken)',
        params: SlugParamsSchema,
        body: NotificationUpdateSchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) =>
      setNotificationRead(app.deps, request.caller, request.params.slug, request.body.IsRead),
  );
  app.delete(
    '/notifications/:slug',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s notifications',
        params: SlugParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteNotification(app.deps, request.caller, request.params.slug);
      reply.status(204);
    },
  );
};

export default notificationRoutes;
