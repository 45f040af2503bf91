// Notification preferences (docs/product/notification-settings.md#api): loaded by userId and saved by userId
// with the whole object.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OwnUserParamsSchema } from '@portal/shared-api/schemas/common';
import {
  NotificationSettingsBodySchema,
  NotificationSettingsSchema,
} from '@portal/shared-api/schemas/notification-settings';
import { getPreferences, savePreferences } from './notification-settings.ts';
import { ownUserId } from '../../core/caller.ts';

const tags = ['notifications'];

const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notificationPreferences/:userId',
    {
      schema: {
        tags,
        summary: 'The caller’s notification preferences (the defaults until saved; Id empty)',
        params: OwnUserParamsSchema,
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => getPreferences(app.deps, ownUserId(request.caller, request.params.userId)),
  );

  app.put(
    '/notificationPreferences/:userId',
    {
      schema: {
        tags,
        summary: 'Save the whole preferences object',
        params: OwnUserParamsSchema,
        body: NotificationSettingsBodySchema,
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) =>
      savePreferences(app.deps, ownUserId(request.caller, request.params.userId), request.body),
  );
};

export default preferencesRoutes;
