// Uploads (03 §7 Media, 01 §7 profile photo): the file travels as base64 in `Hashname`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MediaUploadAnswerSchema, MediaUploadBodySchema } from '@portal/shared-api/schemas/medias';
import { uploadProfilePhoto } from '../../services/medias.ts';

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/medias',
    {
      // 2 MB of image is ~2.7 MB of base64: a little above that still gets the size message from the service.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['medias'],
        summary:
          'Upload a profile photo (SubDir `{slug}/profile`): JPG, PNG or GIF, at most 2 MB, checked by content',
        body: MediaUploadBodySchema,
        response: { 201: MediaUploadAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadProfilePhoto(app.deps, request.user!, request.body)),
  );
};

export default mediaRoutes;
