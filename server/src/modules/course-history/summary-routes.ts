// Learning history (docs/product/history.md#api), what is derived from it: daily sessions, stats of a
// timeframe, the most recent items, and the export (where the file is, and the file).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rateLimitOf } from '../../platform/rate-limits/limits.ts';
import Type from 'typebox';
import { OwnUserParamsSchema } from '@portal/shared-api/schemas/common';
import {
  HistoryExportLinkSchema,
  HistoryExportQuerySchema,
  HistoryItemSchema,
  HistoryRangeQuerySchema,
  HistoryRecentQuerySchema,
  HistorySessionSchema,
  HistoryStatsQuerySchema,
  HistoryStatsSchema,
} from '@portal/shared-api/schemas/course-history';
import { exportHistory, historyExportLink } from './export.ts';
import { getHistoryStats, listRecentHistory, listSessions } from './reads.ts';
import { FileAnswerSchema, sendFile } from '../../platform/files/send-file.ts';

const tags = ['course-history'];

const historySummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/course-history/user/:userId/sessions',
    {
      schema: {
        tags,
        summary: 'The caller’s study per day (minutes, courses, lessons completed, activities), latest first',
        params: OwnUserParamsSchema,
        querystring: HistoryRangeQuerySchema,
        response: { 200: Type.Array(HistorySessionSchema) },
      },
    },
    async (request) => listSessions(app.deps, request.caller, request.params.userId, request.query),
  );
  app.get(
    '/course-history/user/:userId/stats',
    {
      schema: {
        tags,
        summary: 'The caller’s learning stats for the week, month (default), year or all time',
        params: OwnUserParamsSchema,
        querystring: HistoryStatsQuerySchema,
        response: { 200: HistoryStatsSchema },
      },
    },
    async (request) =>
      getHistoryStats(
        app.deps,
        request.caller,
        request.params.userId,
        request.query.timeframe ?? 'month',
        request.query.tz,
      ),
  );
  app.get(
    '/course-history/user/:userId/recent',
    {
      schema: {
        tags,
        summary: 'The caller’s latest items (10 unless a limit is given)',
        params: OwnUserParamsSchema,
        querystring: HistoryRecentQuerySchema,
        response: { 200: Type.Array(HistoryItemSchema) },
      },
    },
    async (request) =>
      listRecentHistory(app.deps, request.caller, request.params.userId, request.query.limit ?? 10),
  );
  app.get(
    '/course-history/user/:userId/export',
    {
      schema: {
        tags,
        summary: 'Where the export (csv, xlsx or pdf) of the caller’s history with these filters is answered',
        params: OwnUserParamsSchema,
        querystring: HistoryExportQuerySchema,
        response: { 200: HistoryExportLinkSchema },
      },
    },
    async (request) => historyExportLink(request.caller, request.params.userId, request.query),
  );
  app.get(
    '/course-history/user/:userId/export/download',
    {
      config: { rateLimit: rateLimitOf(app.config.limits, 'fileExports') },
      schema: {
        tags,
        summary: 'The export file: CSV, an XLSX spreadsheet or a PDF table of the filtered history',
        params: OwnUserParamsSchema,
        querystring: HistoryExportQuerySchema,
        response: { 200: FileAnswerSchema },
      },
    },
    async (request, reply) => {
      const file = await exportHistory(app.deps, request.caller, request.params.userId, request.query);
      return sendFile(reply, file);
    },
  );
};

export default historySummaryRoutes;
