// A video's stream and captions (docs/product/media.md#transcoding, #captions): the author's Retry of a failed
// transcoding, and adding (WebVTT or SRT text) or removing a caption track, each answered with the video as
// GET /api/medias/{id} shows it. Another user's video is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAPTION_MAX_BYTES } from '@portal/shared-api/contract/medias';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CaptionParamsSchema,
  CaptionUploadBodySchema,
  UploadedMediaSchema,
} from '@portal/shared-api/schemas/medias';
import { addCaptions, removeCaptions, type MediaFace } from './captions.ts';
import { retryTranscode } from './retry.ts';

const tags = ['medias'];

// The medias module imports this one, so its reader and quota come in as an option rather than an import.
const videoStreamsRoutes: FastifyPluginAsyncTypebox<{ media: MediaFace }> = async (app, { media }) => {
  app.post(
    '/medias/:id/transcode',
    {
      schema: {
        tags,
        summary:
          'Retry: transcode one of the signed-in user’s videos again (409 while processing or once ready)',
        params: IdParamsSchema,
        response: { 202: UploadedMediaSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await retryTranscode(app.deps, media, request.caller.id, request.params.id)),
  );

  app.post(
    '/medias/:id/captions',
    {
      // JSON escaping can double a file's text: room for that, so a large file gets the size message.
      bodyLimit: 3 * CAPTION_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Add a caption track to one of the signed-in user’s videos (WebVTT or SRT, ≤ 1 MB, stored as ' +
          'WebVTT); the same language replaces its track',
        params: IdParamsSchema,
        body: CaptionUploadBodySchema,
        response: { 201: UploadedMediaSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addCaptions(app.deps, media, request.caller, request.params.id, request.body)),
  );

  app.delete(
    '/medias/:id/captions/:captionId',
    {
      schema: {
        tags,
        summary: 'Remove a caption track from one of the signed-in user’s videos',
        params: CaptionParamsSchema,
        response: { 200: UploadedMediaSchema },
      },
    },
    async (request) =>
      removeCaptions(app.deps, media, request.caller.id, request.params.id, request.params.captionId),
  );
};

export default videoStreamsRoutes;
