// The author's Retry (docs/product/media.md#transcoding): POST /api/medias/{id}/transcode queues a failed
// video (or one from before transcoding) again and answers 202 with the media, now processing. Another
// user's file is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import { UploadedMediaSchema } from '@portal/shared-api/schemas/medias';
import { retryTranscode, type ReadOwnMedia } from './retry.ts';

// The medias module imports this one, so its reader comes in as an option rather than an import.
const transcodeRoutes: FastifyPluginAsyncTypebox<{ getOwnMedia: ReadOwnMedia }> = async (app, options) => {
  app.post(
    '/medias/:id/transcode',
    {
      schema: {
        tags: ['medias'],
        summary:
          'Retry: transcode one of the signed-in user’s videos again (409 while processing or once ready)',
        params: IdParamsSchema,
        response: { 202: UploadedMediaSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await retryTranscode(app.deps, options.getOwnMedia, request.caller.id, request.params.id)),
  );
};

export default transcodeRoutes;
