// The API's OpenAPI document at /api/openapi.json and a browsable UI at /api/docs, built from the route schemas
// (shared-api's TypeBox schemas), both public. The document is written for client generators (openapi-typescript,
// orval, openapi-generator): every operation has a stable operationId, its security (the auth plugin) and the
// error answer, and Redocly's recommended lint passes (server/redocly.yaml, run by openapi.test.ts).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorSchema } from '@portal/shared-api/schemas/common';
import { cookieName } from '../../core/cookies.ts';

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route: its method and its path after /api, each parameter as `By<Name>`
 * (`PUT /api/orders/:id/cancel` is `putOrdersByIdCancel`). Derived, so it never drifts from the route, and
 * stable for as long as the URL is.
 */
function operationIdOf(method: string, url: string): string {
  const path = url.replace(/^\/api(?=\/|$)/, '').replace(/:(\w+)(\([^)]*\))?/g, ' by $1 ');
  const words = path.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  return method.toLowerCase() + words.map(pascal).join('');
}

const errorAnswers = {
  '4xx': { ...ErrorSchema, description: 'Refused; the message says why, in words a person can act on.' },
  '5xx': { ...ErrorSchema, description: 'Failed on the server; the message says no more than that.' },
};

/** The methods a route documents: HEAD routes Fastify adds beside GET are left out of the document. */
const documentedMethods = (route: RouteOptions) =>
  [route.method].flat().filter((method) => method !== 'HEAD');

export interface OpenapiOptions {
  /** Documents the cookies under their production names (`__Host-…`); the demo's names otherwise. */
  production?: boolean;
}

export default fp<OpenapiOptions>(
  async (app, { production = false }) => {
    const options = { production };
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Academy portal API',
          version: '0.1.0',
          description:
            'The API behind the student portal. Money fields are integer cents. Sessions are cookies; every state-changing request carries `X-CSRF-Token` equal to the `' +
            cookieName(options, 'csrf') +
            '` cookie.',
        },
        // Relative: the API is served by the portal's own origin, wherever it is deployed.
        servers: [{ url: '/', description: 'The portal that serves this document' }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: cookieName(options, 'session') },
          },
        },
      },
    });
    // Every documented route documents (and serialises) the one error shape, also the routes that answer a
    // file, a redirect or a stream, and names its operation.
    const routeOfOperation = new Map<string, string>();
    app.addHook('onRoute', (route) => {
      if (!route.schema || route.schema.hide) return;
      const response = route.schema.response as Record<string, unknown> | undefined;
      const schema = { ...route.schema, response: { ...errorAnswers, ...response } };
      route.schema = schema;
      const [method, ...others] = documentedMethods(route);
      if (!method) return;
      // One schema holds one operationId: a route with several methods would repeat it.
      if (others.length > 0) throw new Error(`Declare ${route.url} as one route per method.`);
      const name = `${method} ${route.url}`;
      schema.operationId ??= operationIdOf(method, route.url);
      const taken = routeOfOperation.get(schema.operationId);
      if (taken) throw new Error(`${name} and ${taken} would both be operation ${schema.operationId}.`);
      routeOfOperation.set(schema.operationId, name);
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
