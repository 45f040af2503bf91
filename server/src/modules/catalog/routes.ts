// The course catalogue and course page (ours; public: docs/architecture.md#routes). Anyone may browse; a
// signed-in visitor's course page also says what they can do with it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CatalogFacetsSchema,
  CatalogPageSchema,
  CatalogQuerySchema,
  CourseDetailSchema,
  CoursePreviewParamsSchema,
  CoursePreviewSchema,
} from '@portal/shared-api/schemas/catalog';
import { SlugParamsSchema } from '@portal/shared-api/schemas/common';
import { getCourseDetail } from './course-page.ts';
import { getCoursePreview } from './preview.ts';
import { catalogFacets, searchCatalog } from './search.ts';

const tags = ['catalog'];
const config = { access: 'public' as const };

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/courses',
    {
      config,
      schema: {
        tags,
        summary: 'Search and filter the published courses, a page at a time, with the total',
        querystring: CatalogQuerySchema,
        response: { 200: CatalogPageSchema },
      },
    },
    async (request) => searchCatalog(app.deps, request.query),
  );

  app.get(
    '/catalog/facets',
    {
      config,
      schema: {
        tags,
        summary: 'The categories, languages and levels the catalogue filters offer, with course counts',
        response: { 200: CatalogFacetsSchema },
      },
    },
    async () => catalogFacets(app.deps),
  );

  app.get(
    '/courses/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'A published course’s page: outline, instructor, ratings, reviews, and the visitor’s state',
        params: SlugParamsSchema,
        response: { 200: CourseDetailSchema },
      },
    },
    async (request) => getCourseDetail(app.deps, request.params.slug, request.user?.id ?? null),
  );

  app.get(
    '/courses/:slug/preview/:lessonId',
    {
      config,
      schema: {
        tags,
        summary: 'A free preview lesson’s video, playable by anyone',
        params: CoursePreviewParamsSchema,
        response: { 200: CoursePreviewSchema },
      },
    },
    async (request) => getCoursePreview(app.deps, request.params.slug, request.params.lessonId),
  );
};

export default catalogRoutes;
