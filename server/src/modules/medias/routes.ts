// The Media API (docs/product/media.md#api): POST /api/medias (a base64 image: the profile photo, or an image
// for one of the caller's course or post folders), and the caller's media library by Id or Slug. Another
// user's file is a 404. Multipart uploads (videos, large images) go to POST /api/upload (upload-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParamsSchema, NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  MediaListQuerySchema,
  MediaListSchema,
  MediaRenameBodySchema,
  MediaStoredAnswerSchema,
  MediaUploadAnswerSchema,
  MediaUploadBodySchema,
  StorageUsageSchema,
} from '@portal/shared-api/schemas/medias';
import { UploadedMediaSchema } from '@portal/shared-api/schemas/medias';
import { deleteOwnMedia, getOwnMedia, getPublicMedia, listOwnMedia, renameOwnMedia } from './library.ts';
import { USER_TEXTS } from '@portal/shared-api/contract/users';
import { UserSchema } from '@portal/shared-api/schemas/auth';
import { ownUserSlug } from '../../core/caller.ts';
import { httpError } from '../../core/errors.ts';
import { removeProfilePhoto, uploadBase64Image, uploadProfilePhoto } from './medias.ts';
import { storageUsage } from './quota.ts';

const tags = ['medias'];

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/medias',
    {
      // 10 MB of image is ~13.4 MB of base64: a little above that still gets the size message from the service.
      bodyLimit: 14 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Upload a base64 image: the profile photo (SubDir `{slug}/profile`, ≤ 2 MB, answered with the user) ' +
          'or an image for `courses/{slug}` or `posts/{slug}` (≤ 10 MB); checked by content, re-encoded',
        body: MediaUploadBodySchema,
        response: { 201: Type.Union([MediaUploadAnswerSchema, MediaStoredAnswerSchema]) },
      },
    },
    async (request, reply) => {
      const user = request.caller;
      const answer =
        request.body.SubDir === `${user.slug}/profile`
          ? await uploadProfilePhoto(app.deps, user, request.body)
          : await uploadBase64Image(app.deps, user, request.body);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/medias',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s files, newest first (a video’s poster comes with its video)',
        querystring: MediaListQuerySchema,
        response: { 200: MediaListSchema },
      },
    },
    async (request) => listOwnMedia(app.deps, request.caller.id, request.query),
  );

  app.get(
    '/medias/public/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A public file by slug, for anyone (private and course files answer 404)',
        params: SlugParamsSchema,
        response: { 200: UploadedMediaSchema },
      },
    },
    async (request) => getPublicMedia(app.deps, request.params.slug),
  );

  app.get(
    '/medias/storage',
    {
      schema: {
        tags,
        summary: 'The bytes the signed-in user’s uploads take (media, photos, attachments) and their quota',
        response: { 200: StorageUsageSchema },
      },
    },
    async (request) => storageUsage(app.deps, request.caller),
  );

  app.get(
    '/medias/:id',
    {
      schema: {
        tags,
        summary: 'One of the signed-in user’s files by Id',
        params: IdParamsSchema,
        response: { 200: UploadedMediaSchema },
      },
    },
    async (request) => getOwnMedia(app.deps, request.caller.id, request.params.id),
  );

  app.put(
    '/medias/:slug',
    {
      schema: {
        tags,
        summary: 'Rename one of the signed-in user’s files (the name shown; the stored name stays)',
        params: SlugParamsSchema,
        body: MediaRenameBodySchema,
        response: { 200: UploadedMediaSchema },
      },
    },
    async (request) =>
      renameOwnMedia(app.deps, request.caller.id, request.params.slug, request.body.Username),
  );

  app.delete(
    '/medias/:slug',
    {
      schema: {
        tags,
        summary: 'Delete one of the signed-in user’s files, with its poster (409 while a course uses it)',
        params: SlugParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteOwnMedia(app.deps, request.caller.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  // The user's own photo, under the users path (docs/product/account.md#api): another slug is 'User not
  // found', as on /users/:slug.
  app.delete(
    '/users/:slug/photo',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove the profile photo',
        params: SlugParamsSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) =>
      removeProfilePhoto(
        app.deps,
        ownUserSlug(request.caller, request.params.slug, () => httpError(404, USER_TEXTS.userNotFound)),
      ),
  );
};

export default mediaRoutes;
