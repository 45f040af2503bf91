// Dashboard (docs/product/dashboard.md#api): one aggregated answer so /user paints from a single request, and
// the trending courses beside it. The paths are ours.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSchema, TrendingCoursesSchema } from '@portal/shared-api/schemas/dashboard';
import { getDashboard } from './dashboard.ts';
import { getTrendingCourses } from './trending.ts';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Stats, 6 recent courses, 5 upcoming meetings and the 3 latest achievements of the user',
        response: { 200: DashboardSchema },
      },
    },
    async (request) => getDashboard(app.deps, request.caller.id),
  );
  app.get(
    '/dashboard/trending',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The 6 trending courses: the catalogue’s most popular (most students, then best rated)',
        response: { 200: TrendingCoursesSchema },
      },
    },
    async () => getTrendingCourses(app.deps),
  );
};

export default dashboardRoutes;
