// Dashboard (docs/product/dashboard.md#api): one aggregated answer so /user paints from a single request. The
// path is ours.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSchema } from '@portal/shared-api/schemas/dashboard';
import { getDashboard } from './dashboard.ts';

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
};

export default dashboardRoutes;
