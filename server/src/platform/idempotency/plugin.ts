// Idempotency as a route option, like `access`: a route that creates an order or charges money says
// `config: { idempotent: true }`. It then requires an Idempotency-Key header (documented in OpenAPI), and its
// handler runs inside `withIdempotency`: the same key replays the first answer (marked
// `Idempotent-Replayed: true`), the same key with another request is a 422, a repeat in flight a 409.
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import Type from 'typebox';
import { withIdempotency } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
}

const IdempotencyKeyHeader = Type.Optional(
  Type.String({ description: 'A unique key per purchase attempt (1 to 255 printable characters).' }),
);

/** The route's path with its ids and without the /api prefix or the query: one key, one request. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!.replace(/^\/api(?=\/)/, '');

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      const headers = (route.schema?.headers ?? Type.Object({})) as ReturnType<typeof Type.Object>;
      route.schema = {
        ...route.schema,
        headers: Type.Object({ ...headers.properties, 'idempotency-key': IdempotencyKeyHeader }),
      };
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function idempotent(this: unknown, request: FastifyRequest, reply: FastifyReply) {
        const answer = await withIdempotency(
          app.deps,
          {
            userId: request.caller.id,
            key: request.headers['idempotency-key'],
            method: request.method,
            path: pathOf(request),
            body: request.body ?? {},
          },
          async () => {
            const body: unknown = await handler.call(this as never, request, reply);
            return { statusCode: reply.statusCode, body };
          },
        );
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        reply.status(answer.statusCode);
        return answer.body;
      };
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);
