// The API's OpenAPI document at /api/openapi.json and a browsable UI at /api/docs, built from the route schemas
// (shared-api's TypeBox schemas), both public.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { ErrorSchema } from '@portal/shared-api/schemas/common';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Academy portal API',
          version: '0.1.0',
          description:
            'The API behind the student portal. Money fields are integer cents. Sessions are cookies; every state-changing request carries `X-CSRF-Token` equal to the `csrf_token` cookie.',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        },
      },
    });
    // Every route that documents its answers also documents (and serialises) the one error shape.
    app.addHook('onRoute', (route) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (route.schema && response)
        route.schema = { ...route.schema, response: { '4xx': ErrorSchema, '5xx': ErrorSchema, ...response } };
    });
    // The docs are public: every route the UI plugin adds is declared so (routes under /api default to 'user').
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    });
    app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
