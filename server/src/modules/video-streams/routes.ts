// The caption tracks of a video (docs/product/media.md#captions): its author adds one (WebVTT or SRT text,
// answered with the video as GET /api/medias/{id} shows it) or removes one. Another user's video is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAPTION_MAX_BYTES } from '@portal/shared-api/contract/medias';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CaptionParamsSchema,
  CaptionUploadBodySchema,
  UploadedMediaSchema,
} from '@portal/shared-api/schemas/medias';
import { addCaptions, removeCaptions, type MediaFace } from './captions.ts';

const tags = ['medias'];

const videoStreamsRoutes: FastifyPluginAsyncTypebox<{ media: MediaFace }> = async (app, { media }) => {
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
