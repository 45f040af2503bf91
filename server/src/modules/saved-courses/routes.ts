// Wishlists (docs/product/saved-courses.md#api): the calls the course page makes. Paths are the spec's, under
// /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SAVED_COURSES_PAGE_SIZE } from '@portal/shared-api/contract/saved-courses';
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
  SavedCourseAddPayloadSchema,
  SavedCourseCheckSchema,
  SavedCourseCheckParamsSchema,
  SavedCourseSchema,
  SavedCourseParamsSchema,
} from '@portal/shared-api/schemas/saved-courses';
import Type from 'typebox';
import { listSaved } from './reads.ts';
import { readShared, revokeSavedCoursesShare, shareSavedCourses } from './shares.ts';
import { clearSavedCourses, moveToCart, setPriceAlert } from './writes.ts';
import { saveCourse, checkSavedCourse, removeSavedCourse } from './saved-courses.ts';
import collectionRoutes from './collection-routes.ts';

const tags = ['wishlists'];

const savedCoursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        summary: `A page of the user’s saved courses (the page uses ${SAVED_COURSES_PAGE_SIZE} from 0)`,
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
    async (request) => ({ removed: await clearSavedCourses(app.deps, request.caller.id) }),
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
        params: SavedCourseParamsSchema,
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
        params: SavedCourseParamsSchema,
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
    async (request) => shareSavedCourses(app.deps, request.caller.id),
  );

  app.delete(
    '/wishlists/share',
    { schema: { tags, summary: 'Stop sharing the saved list', response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await revokeSavedCoursesShare(app.deps, request.caller.id);
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
        body: SavedCourseAddPayloadSchema,
        response: { 200: SavedCourseSchema, 201: SavedCourseSchema },
      },
    },
    async (request, reply) => {
      const { isCreated, entry } = await saveCourse(app.deps, request.caller.id, request.body.courseId);
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
        params: SavedCourseCheckParamsSchema,
        response: { 200: SavedCourseCheckSchema },
      },
    },
    async (request) => checkSavedCourse(app.deps, request.caller.id, request.params.courseId),
  );

  app.delete(
    '/wishlists/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove an item from the user’s wishlist',
        params: SavedCourseParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await removeSavedCourse(app.deps, request.caller.id, request.params.itemId);
      reply.status(204);
    },
  );
};

export default savedCoursesRoutes;
