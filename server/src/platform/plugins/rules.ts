// The spec's form rules on the server: a route names shared-api's yup rules in its config
// (`config: { rules: { body: meetingPayloadSchema } }`) and this one hook runs them after the access check
// and the JSON-schema validation, answering 400 with the rule's own message. No handler calls yup itself.
// The handler then gets the rules' value (trimmed strings, defaults), so a rule may normalise a field but
// must not change its type: the handler's type is the JSON schema's.
import fp from 'fastify-plugin';
import type { Schema } from 'yup';
import { validate } from '../../core/validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    rules?: { body?: Schema };
  }
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const rules = request.routeOptions.config.rules;
      if (rules?.body) request.body = await validate(rules.body, request.body);
    });
  },
  { name: 'rules', dependencies: ['auth'] },
);
