// /api/uploads/tus and /api/uploads/tus/<id> (docs/product/media.md#resumable-uploads): the tus 1.0
// protocol for lesson videos. Fastify signs the caller in and checks the CSRF header as for any route; the
// service admits the request, then tus reads the body and answers on the raw response.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createTusUploads } from './tus.ts';

const METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];

const tusRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to this plugin: chunks stay unread on the request for tus to stream to the store.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const tus = createTusUploads(app.deps, app.log);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = (request.params as { '*'?: string })['*'] || null;
    await tus.admit(request.caller, request.method, id, request.headers);
    reply.hijack();
    await tus.handle(request.caller, request.raw, reply.raw);
  };
  // A protocol, not JSON operations: left out of the OpenAPI document (docs/product/media.md has it).
  for (const url of ['/uploads/tus', '/uploads/tus/*'])
    app.route({ method: METHODS, url, schema: { hide: true }, handler });
};

export default tusRoutes;
