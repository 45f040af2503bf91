// The Settings page (ours): look and time zone, and "Download my data" (prepared by a background job).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rateLimitOf } from '../../platform/rate-limits/limits.ts';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  DataExportSchema,
  LatestDataExportSchema,
  UserSettingsBodySchema,
  UserSettingsSchema,
} from '@portal/shared-api/schemas/settings';
import { dataExportFile, latestDataExport, requestDataExport } from './data-export.ts';
import { getUserSettings, saveUserSettings } from './settings.ts';
import { FileAnswerSchema, sendFile } from '../../platform/files/send-file.ts';

const tags = ['settings'];

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    '/settings',
    { schema: { tags, summary: 'The caller’s look and time zone', response: { 200: UserSettingsSchema } } },
    async (request) => getUserSettings(deps, request.caller.id),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change any of theme, reduced motion, font size and time zone',
        body: UserSettingsBodySchema,
        response: { 200: UserSettingsSchema },
      },
    },
    async (request) => saveUserSettings(deps, request.caller.id, request.body),
  );

  app.get(
    '/settings/data-export',
    {
      schema: {
        tags,
        summary: 'The caller’s latest data export, if any within its seven days',
        response: { 200: LatestDataExportSchema },
      },
    },
    async (request) => ({ Export: await latestDataExport(deps, request.caller.id) }),
  );

  app.post(
    '/settings/data-export',
    {
      config: { rateLimit: rateLimitOf(deps.config.limits, 'dataExports') },
      schema: {
        tags,
        summary: 'Start preparing a ZIP of the caller’s data; a notification says when it is ready',
        response: { 202: DataExportSchema },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return requestDataExport(deps, request.caller.id);
    },
  );

  app.get(
    '/settings/data-export/:id/download',
    {
      // A ZIP is compressed already.
      compress: false,
      schema: {
        tags,
        summary: 'Download a ready data export (ZIP)',
        params: IdParamsSchema,
        response: { 200: FileAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = await dataExportFile(deps, request.caller.id, request.params.id);
      const day = deps.clock.now().toISOString().slice(0, 10);
      return sendFile(reply, {
        filename: `academy-data-${day}.zip`,
        type: 'application/zip',
        body,
      });
    },
  );
};

export default settingsRoutes;
