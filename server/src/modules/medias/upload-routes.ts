// POST /api/upload (docs/product/media.md#api: a single file, an image or a video): one multipart part named
// `file`, streamed to disk with the size limit enforced while it arrives.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UPLOAD_LIMITS } from '@portal/shared-api/contract/medias';
import { UploadedMediaSchema, UploadQuerySchema } from '@portal/shared-api/schemas/medias';
import { receiveFile, sweepIncoming } from './receive.ts';
import { planUpload, storeUpload } from './uploads.ts';

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies. Nothing is buffered or written to the
  // system's temp folder by the plugin itself; receiveFile streams the part where it belongs.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.videoBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  await sweepIncoming(app.config.uploadDir);

  app.post(
    '/upload',
    {
      schema: {
        tags: ['medias'],
        summary:
          'Upload one image (any signed-in user, ≤ 10 MB: JPG, PNG, WebP, GIF) or video (instructors, ≤ 500 MB: ' +
          'MP4, WebM, OGG, AVI, MOV) as multipart field `file`; the type is read from the bytes',
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: { 201: UploadedMediaSchema },
      },
    },
    async (request, reply) => {
      const user = request.caller;
      const plan = await planUpload(app.deps, user, request.query);
      const file = await receiveFile(request, app.config.uploadDir, plan);
      return reply.status(201).send(await storeUpload(app.deps, user, plan, file));
    },
  );
};

export default uploadRoutes;
