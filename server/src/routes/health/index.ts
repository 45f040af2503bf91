import type { FastifyPluginAsync } from 'fastify';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers once the database is migrated and the server accepts requests',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['ok'] } },
            required: ['status'],
          },
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
