// The spec's form rules on the server: a route names shared-api's yup rules in its config
// (`config: { rules: { body: meetingPayloadSchema } }`) and this one hook runs them after the access check
// and the JSON-schema validation, answering 400 with the rule's own message. No handler calls yup itself.
// The body stays as sent (its shape is the JSON schema's); services normalise what they store.
import fp from 'fastify-plugin';
import type { Schema } from 'yup';
import { validate } from '../lib/validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    rules?: { body?: Schema };
  }
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const rules = request.routeOptions.config.rules;
      if (rules?.body) await validate(rules.body, request.body);
    });
  },
  { name: 'rules', dependencies: ['auth'] },
);
