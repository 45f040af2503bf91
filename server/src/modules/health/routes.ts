import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema, ReadinessSchema } from '@portal/shared-api/schemas/health';
import { readiness } from './readiness.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Answers once the database is migrated and the server accepts requests',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Whether this process can serve: its database and its file storage answer (503 names the part down)',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(app.readiness);
      return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
    },
  );
};

export default healthRoutes;
