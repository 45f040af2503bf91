// 03 §7 Video progress and Video analytics, on the spec's paths. The {userId} of a read must be the caller
// (an administrator may read anyone's); the spec's fixed 1 was a bug.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Nullable } from '@portal/shared-api/schemas/common';
import {
  VideoAnalyticsAnswerSchema,
  VideoAnalyticsBodySchema,
  VideoProgressAnswerSchema,
  VideoProgressBodySchema,
  VideoProgressParamsSchema,
  VideoProgressSchema,
} from '@portal/shared-api/schemas/player-activity';
import { UserQuerySchema, VideoParamsSchema } from '@portal/shared-api/schemas/player';
import { readVideoAnalytics, recordVideoEvent } from '../../services/video-analytics.ts';
import { readVideoProgress, saveVideoProgress } from '../../services/video-progress.ts';

const tags = ['video'];

const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/video-progress',
    {
      schema: {
        tags,
        summary:
          'Save where the learner is in a video lesson; 90 % or the end completes the lesson (idempotent)',
        body: VideoProgressBodySchema,
        response: { 200: VideoProgressAnswerSchema },
      },
    },
    async (request) => saveVideoProgress(app.deps, request.user!, request.body),
  );
  app.get(
    '/video-progress/:courseId/:contentId/:userId',
    {
      schema: {
        tags,
        summary: 'Where to resume a video lesson; null before the first save',
        params: VideoProgressParamsSchema,
        response: { 200: Nullable(VideoProgressSchema) },
      },
    },
    async (request) => readVideoProgress(app.deps, request.user!, request.params),
  );

  app.post(
    '/video-analytics',
    {
      schema: {
        tags,
        summary:
          'Record a playback event; deviceType and browserType are read from the User-Agent, body values are ignored',
        body: VideoAnalyticsBodySchema,
        response: { 201: Type.Object({ id: Type.String() }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordVideoEvent(app.deps, request.user!, request.body, request.headers['user-agent'] ?? ''),
        ),
  );
  app.get(
    '/video-analytics/:videoId',
    {
      schema: {
        tags,
        summary: 'The caller’s playback events in a video lesson, with totals',
        params: VideoParamsSchema,
        querystring: UserQuerySchema,
        response: { 200: VideoAnalyticsAnswerSchema },
      },
    },
    async (request) =>
      readVideoAnalytics(app.deps, request.user!, request.params.videoId, request.query.userId),
  );
};

export default videoRoutes;
