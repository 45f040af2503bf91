// The spec's form rules on the server: a route names shared-api's yup rules in its config
// (`config: { rules: { body: meetingPayloadSchema } }`) and this one hook runs them after the access check
// and the JSON-schema validation, answering 400 with the rule's own message. No handler calls yup itself.
// The handler then gets the rules' value (trimmed strings, defaults), so a rule may normalise a field but
// must not change its type: the handler's type is the JSON schema's.
// Before the rules, the same hook drops the body fields the schema marks as the server's (`ServerOwned`,
// docs/decisions/0024-wire-field-casing.md#request-bodies): a client may send them, the schema has checked
// their shape, and no handler ever sees their value.
import fp from 'fastify-plugin';
import type { Schema } from 'yup';
import { validate } from '../../core/validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    rules?: { body?: Schema };
    /** Filled in at registration from the body schema's `readOnly` fields; not for routes to set. */
    serverOwned?: readonly string[];
  }
}

/** The top-level body fields a schema marks `readOnly`: documented for the call, owned by the server. */
function serverOwnedFields(body: unknown): string[] {
  const properties = (body as { properties?: Record<string, { readOnly?: unknown }> } | undefined)
    ?.properties;
  if (!properties) return [];
  return Object.entries(properties)
    .filter(([, property]) => property.readOnly === true)
    .map(([name]) => name);
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const owned = serverOwnedFields(route.schema?.body);
      if (owned.length > 0) route.config = { ...route.config, serverOwned: owned };
    });
    app.addHook('preHandler', async (request) => {
      const { rules, serverOwned } = request.routeOptions.config;
      if (serverOwned && typeof request.body === 'object' && request.body !== null) {
        const body = request.body as Record<string, unknown>;
        for (const field of serverOwned) delete body[field];
      }
      if (rules?.body) request.body = await validate(rules.body, request.body);
    });
  },
  { name: 'rules', dependencies: ['auth'] },
);
