// Video analytics, on the product's paths (docs/product/player.md#api): a learner's playback events in a
// video lesson. Generously rate-limited per user, so a runaway player cannot flood the table.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { VideoAnalyticsAnswerSchema, VideoAnalyticsBodySchema } from '@portal/shared-api/schemas/player';
import { UserQuerySchema, VideoParamsSchema } from '@portal/shared-api/schemas/player';
import { readVideoAnalytics, recordVideoEvent } from '../video-analytics.ts';

const tags = ['video-analytics'];

/** Events per user and minute: a player sends a few a minute; ten a second for a minute is not playback. */
const VIDEO_EVENTS_PER_MINUTE = 600;

const videoAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/video-analytics',
    {
      config: {
        rateLimit: {
          max: VIDEO_EVENTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary:
          'Record a playback event. deviceType and browserType are read from the User-Agent header: values in the body are accepted but the header wins',
        body: VideoAnalyticsBodySchema,
        response: { 201: Type.Object({ id: Type.String() }, { additionalProperties: false }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordVideoEvent(app.deps, request.caller, request.body, request.headers['user-agent'] ?? ''),
        ),
  );

  app.get(
    '/video-analytics/:videoId',
    {
      schema: {
        tags,
        summary: 'The caller’s playback events in a video lesson (the newest 200) with totals of them all',
        params: VideoParamsSchema,
        querystring: UserQuerySchema,
        response: { 200: VideoAnalyticsAnswerSchema },
      },
    },
    async (request) =>
      readVideoAnalytics(app.deps, request.caller, request.params.videoId, request.query.userId),
  );
};

export default videoAnalyticsRoutes;
