// Uploads (03 §7 Media, 01 §7 profile photo): the file travels as base64 in `Hashname`.
import type { FastifyPluginAsync } from 'fastify';
import type { MediaUploadPayload } from '@portal/shared-api/contract';
import { uploadProfilePhoto } from '../../services/medias.ts';
import { userSchema } from '../schemas.ts';

const mediaRoutes: FastifyPluginAsync<{ uploadDir: string }> = async (app, options) => {
  app.post<{ Body: MediaUploadPayload }>(
    '/medias',
    {
      preHandler: app.requireUser,
      // 2 MB of image is ~2.7 MB of base64: a little above that still gets the size message from the service.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['medias'],
        summary:
          'Upload a profile photo (SubDir `{slug}/profile`): JPG, PNG or GIF, at most 2 MB, checked by content',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Username', 'Hashname', 'Extension', 'Size', 'SubDir'],
          properties: {
            Username: { type: 'string', minLength: 1, maxLength: 255, description: 'Original file name' },
            Hashname: { type: 'string', minLength: 1, description: 'The file content, base64' },
            Extension: { type: 'string', description: 'Mime type, e.g. image/png' },
            Size: { type: 'integer', minimum: 0 },
            SubDir: { type: 'string', maxLength: 200 },
          },
        },
        response: {
          201: {
            type: 'object',
            properties: { media: { type: 'object', additionalProperties: true }, user: userSchema },
          },
        },
      },
    },
    async (request, reply) => {
      const result = await uploadProfilePhoto(app.db, request.user!, request.body, options.uploadDir);
      return reply.status(201).send(result);
    },
  );
};

export default mediaRoutes;
