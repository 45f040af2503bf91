// Wishlists (01 §7): the calls the course page makes. Paths are the spec's, under /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  WishlistAddPayloadSchema,
  WishlistCheckSchema,
  WishlistCourseParamsSchema,
  WishlistEntrySchema,
  WishlistItemParamsSchema,
} from '@portal/shared-api/schemas/wishlists';
import { addToWishlist, checkWishlist, removeWishlistItem } from '../../services/wishlists.ts';

const tags = ['wishlists'];

const wishlistsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/wishlists/add',
    {
      schema: {
        tags,
        summary: 'Save a course (saving it twice answers the first entry, 200)',
        body: WishlistAddPayloadSchema,
        response: { 200: WishlistEntrySchema, 201: WishlistEntrySchema },
      },
    },
    async (request, reply) => {
      const { isCreated, entry } = await addToWishlist(app.deps, request.user!.id, request.body.courseId);
      reply.status(isCreated ? 201 : 200);
      return entry;
    },
  );

  app.get(
    '/wishlists/check/:courseId',
    {
      schema: {
        tags,
        summary: 'Whether the course is in the user’s wishlist',
        params: WishlistCourseParamsSchema,
        response: { 200: WishlistCheckSchema },
      },
    },
    async (request) => checkWishlist(app.deps, request.user!.id, request.params.courseId),
  );

  app.delete(
    '/wishlists/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove an item from the user’s wishlist',
        params: WishlistItemParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await removeWishlistItem(app.deps, request.user!.id, request.params.itemId);
      reply.status(204);
    },
  );
};

export default wishlistsRoutes;
