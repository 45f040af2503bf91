// The learning overview (docs/product/enrollments.md#learning-overview): the figures My Progress and the
// Library read. The path is ours.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LearningOverviewSchema } from '@portal/shared-api/schemas/enrollments';
import { getMyLearningOverview } from './overview.ts';

const learningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/learning/overview',
    {
      schema: {
        tags: ['learning'],
        summary: 'Hours learned (all time and the last 7 days), streak, points and level of the user',
        response: { 200: LearningOverviewSchema },
      },
    },
    async (request) => getMyLearningOverview(app.deps, request.caller.id),
  );
};

export default learningRoutes;
