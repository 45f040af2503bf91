// Video progress, on the product's paths (docs/product/player.md#api). The {userId} of a read must be the
// caller (an administrator may read anyone's); the spec's fixed 1 was a bug. Course, lesson or user the
// caller may not see: 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Nullable } from '@portal/shared-api/schemas/common';
import {
  VideoProgressAnswerSchema,
  VideoProgressBodySchema,
  VideoProgressParamsSchema,
  VideoProgressSchema,
} from '@portal/shared-api/schemas/player';
import { readVideoProgress, saveVideoProgress } from '../video-progress.ts';

const tags = ['video-progress'];

const videoProgressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/video-progress',
    {
      schema: {
        tags,
        summary:
          'Save where the learner is in a video lesson (idempotent): the percentage never goes down; 90 % or the end completes the lesson and updates the course’s progress',
        body: VideoProgressBodySchema,
        response: { 200: VideoProgressAnswerSchema },
      },
    },
    async (request) => saveVideoProgress(app.deps, request.caller, request.body),
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
    async (request) => readVideoProgress(app.deps, request.caller, request.params),
  );
};

export default videoProgressRoutes;
