// The moderation queue (issue 15; the paths are ours), administrators only: the counts, content reports and
// their three decisions, feedback to handle, and the audit log. Pending reviews keep their own paths
// (/api/ratings/pending, /api/ratings/:slug/approve, /api/ratings/:slug/reject: review-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  FeedbackQueueQuerySchema,
  FeedbackQueueSchema,
  ModerationActionListSchema,
  ModerationNoteSchema,
  ModerationPageQuerySchema,
  ModerationReportListSchema,
  ModerationReportSchema,
  ModerationSummarySchema,
  ModerationWarningSchema,
  QueuedFeedbackSchema,
  ReportQuerySchema,
} from '@portal/shared-api/schemas/moderation';
import { warningSchema } from '@portal/shared-api/contract/moderation';
import { listActions } from './actions.ts';
import { handleFeedback, listFeedbackQueue } from './feedback-queue.ts';
import { dismissReport, hideReportedContent, listReports, moderationSummary, warnAuthor } from './reports.ts';

const tags = ['moderation'];
const admin = { access: 'admin' as const };

const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/moderation/summary',
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many reviews, reports and feedback wait for a moderator',
        response: { 200: ModerationSummarySchema },
      },
    },
    async () => moderationSummary(app.deps),
  );
  app.get(
    '/moderation/reports',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Content reports, open or closed, newest first, with their target and its author',
        querystring: ReportQuerySchema,
        response: { 200: ModerationReportListSchema },
      },
    },
    async (request) => listReports(app.deps, request.query),
  );
  app.post(
    '/moderation/reports/:id/dismiss',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Dismiss an open report: nothing to do',
        params: IdParamsSchema,
        body: ModerationNoteSchema,
        response: { 200: ModerationReportSchema },
      },
    },
    async (request) => dismissReport(app.deps, request.caller, request.params.id, request.body?.note),
  );
  app.post(
    '/moderation/reports/:id/hide',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Hide the reported content from learners; every open report on it is resolved',
        params: IdParamsSchema,
        body: ModerationNoteSchema,
        response: { 200: ModerationReportSchema },
      },
    },
    async (request) => hideReportedContent(app.deps, request.caller, request.params.id, request.body?.note),
  );
  app.post(
    '/moderation/reports/:id/warn',
    {
      config: { ...admin, rules: { body: warningSchema } },
      schema: {
        tags,
        summary: 'Warn the content’s author with a notification; the report is resolved',
        params: IdParamsSchema,
        body: ModerationWarningSchema,
        response: { 200: ModerationReportSchema },
      },
    },
    async (request) => warnAuthor(app.deps, request.caller, request.params.id, request.body.message),
  );
  app.get(
    '/moderation/feedback',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Feedback, open or handled, newest first',
        querystring: FeedbackQueueQuerySchema,
        response: { 200: FeedbackQueueSchema },
      },
    },
    async (request) => listFeedbackQueue(app.deps, request.query),
  );
  app.post(
    '/moderation/feedback/:id/handle',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a feedback handled, with who and when',
        params: IdParamsSchema,
        body: ModerationNoteSchema,
        response: { 200: QueuedFeedbackSchema },
      },
    },
    async (request) => handleFeedback(app.deps, request.caller, request.params.id, request.body?.note),
  );
  app.get(
    '/moderation/actions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The audit log: every moderation decision, newest first',
        querystring: ModerationPageQuerySchema,
        response: { 200: ModerationActionListSchema },
      },
    },
    async (request) => listActions(app.deps, request.query),
  );
};

export default moderationRoutes;
