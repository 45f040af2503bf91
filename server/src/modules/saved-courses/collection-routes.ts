// Saved-courses collections (docs/product/saved-courses.md#collection, ours on the server), under
// /api/wishlists/collections.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  CollectionCourseParamsSchema,
  CollectionCoursePayloadSchema,
  CollectionListSchema,
  CollectionPayloadSchema,
  CollectionSchema,
  CollectionUpdateSchema,
  ShareLinkSchema,
} from '@portal/shared-api/schemas/saved-courses';
import {
  addToCollection,
  createCollection,
  deleteCollection,
  listCollections,
  removeFromCollection,
  updateCollection,
} from './collections.ts';
import { revokeCollectionShare, shareCollection } from './shares.ts';

const tags = ['wishlists'];
const one = { 200: CollectionSchema };

const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/wishlists/collections';
  app.get(
    base,
    { schema: { tags, summary: 'The user’s collections', response: { 200: CollectionListSchema } } },
    async (request) => ({
      collections: await listCollections(app.deps, request.caller.id),
    }),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a collection',
        body: CollectionPayloadSchema,
        response: { 201: CollectionSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createCollection(app.deps, request.caller.id, request.body);
    },
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Rename, describe, or make a collection public or private',
        params: IdParamsSchema,
        body: CollectionUpdateSchema,
        response: one,
      },
    },
    async (request) => updateCollection(app.deps, request.caller.id, request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a collection (its courses stay saved)',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteCollection(app.deps, request.caller.id, request.params.id);
      reply.status(204);
    },
  );
  app.post(
    `${base}/:id/courses`,
    {
      schema: {
        tags,
        summary: 'Add a course to a collection',
        params: IdParamsSchema,
        body: CollectionCoursePayloadSchema,
        response: one,
      },
    },
    async (request) => addToCollection(app.deps, request.caller.id, request.params.id, request.body.courseId),
  );
  app.delete(
    `${base}/:id/courses/:courseId`,
    {
      schema: {
        tags,
        summary: 'Remove a course from a collection',
        params: CollectionCourseParamsSchema,
        response: one,
      },
    },
    async (request) =>
      removeFromCollection(app.deps, request.caller.id, request.params.id, request.params.courseId),
  );
  app.post(
    `${base}/:id/share`,
    {
      schema: {
        tags,
        summary: 'The read-only link to a public collection',
        params: IdParamsSchema,
        response: { 200: ShareLinkSchema },
      },
    },
    async (request) => shareCollection(app.deps, request.caller.id, request.params.id),
  );
  app.delete(
    `${base}/:id/share`,
    {
      schema: {
        tags,
        summary: 'Stop sharing a collection',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await revokeCollectionShare(app.deps, request.caller.id, request.params.id);
      reply.status(204);
    },
  );
};

export default collectionRoutes;
