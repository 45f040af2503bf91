// Wishlists (01 §7): the calls the course page makes. Paths are the spec's, under /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WISHLIST_PAGE_SIZE } from '@portal/shared-api/contract/wishlists';
import { LazyParamsSchema } from '@portal/shared-api/schemas/certificates';
import { NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  MoveToCartAnswerSchema,
  MoveToCartPayloadSchema,
  PriceAlertPayloadSchema,
  SavedListSchema,
  SharedListSchema,
  SharedTokenParamsSchema,
  ShareLinkSchema,
  WishlistAddPayloadSchema,
  WishlistCheckSchema,
  WishlistCourseParamsSchema,
  WishlistEntrySchema,
  WishlistItemParamsSchema,
} from '@portal/shared-api/schemas/wishlists';
import Type from 'typebox';
import { listSaved } from './reads.ts';
import { readShared, revokeWishlistShare, shareWishlist } from './shares.ts';
import { clearWishlist, moveToCart, setPriceAlert } from './writes.ts';
import { addToWishlist, checkWishlist, removeWishlistItem } from './saved-courses.ts';
import collectionRoutes from './collection-routes.ts';

const tags = ['wishlists'];

const wishlistsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(collectionRoutes);

  app.get(
    '/wishlists/my',
    {
      schema: { tags, summary: 'The user’s saved courses, newest first', response: { 200: SavedListSchema } },
    },
    async (request) => listSaved(app.deps, request.caller.id),
  );

  app.get(
    '/wishlists/lazy/:take/:skip',
    {
      schema: {
        tags,
        summary: `A page of the user’s saved courses (the page uses ${WISHLIST_PAGE_SIZE} from 0)`,
        params: LazyParamsSchema,
        response: { 200: SavedListSchema },
      },
    },
    async (request) => listSaved(app.deps, request.caller.id, request.params),
  );

  app.delete(
    '/wishlists/clear',
    {
      schema: {
        tags,
        summary: 'Remove every saved course',
        response: { 200: Type.Object({ removed: Type.Integer() }, { additionalProperties: false }) },
      },
    },
    async (request) => ({ removed: await clearWishlist(app.deps, request.caller.id) }),
  );

  app.post(
    '/wishlists/move-to-cart',
    {
      schema: {
        tags,
        summary:
          'Move saved courses (all, or the items given) to the cart; owned or free ones stay, with why',
        body: Type.Optional(MoveToCartPayloadSchema),
        response: { 200: MoveToCartAnswerSchema },
      },
    },
    async (request) => moveToCart(app.deps, request.caller.id, request.body?.itemIds),
  );

  app.post(
    '/wishlists/:itemId/move-to-cart',
    {
      schema: {
        tags,
        summary: 'Move one saved course to the cart',
        params: WishlistItemParamsSchema,
        response: { 200: MoveToCartAnswerSchema },
      },
    },
    async (request) => moveToCart(app.deps, request.caller.id, [request.params.itemId]),
  );

  app.put(
    '/wishlists/:itemId/price-alert',
    {
      schema: {
        tags,
        summary: 'Turn a saved course’s price alert on or off (a price drop then notifies)',
        params: WishlistItemParamsSchema,
        body: PriceAlertPayloadSchema,
        response: {
          200: Type.Object(
            { Id: Type.String(), PriceAlert: Type.Boolean() },
            { additionalProperties: false },
          ),
        },
      },
    },
    async (request) =>
      setPriceAlert(app.deps, request.caller.id, request.params.itemId, request.body.enabled),
  );

  app.post(
    '/wishlists/share',
    {
      schema: {
        tags,
        summary: 'The read-only link to the whole saved list',
        response: { 200: ShareLinkSchema },
      },
    },
    async (request) => shareWishlist(app.deps, request.caller.id),
  );

  app.delete(
    '/wishlists/share',
    { schema: { tags, summary: 'Stop sharing the saved list', response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await revokeWishlistShare(app.deps, request.caller.id);
      reply.status(204);
    },
  );

  app.get(
    '/wishlists/shared/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public: a shared saved list or public collection, read-only',
        params: SharedTokenParamsSchema,
        response: { 200: SharedListSchema },
      },
    },
    async (request) => readShared(app.deps, request.params.token),
  );
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
      const { isCreated, entry } = await addToWishlist(app.deps, request.caller.id, request.body.courseId);
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
    async (request) => checkWishlist(app.deps, request.caller.id, request.params.courseId),
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
      await removeWishlistItem(app.deps, request.caller.id, request.params.itemId);
      reply.status(204);
    },
  );
};

export default wishlistsRoutes;
