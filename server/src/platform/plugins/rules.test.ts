import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Type from 'typebox';
import { object, string } from 'yup';
import { ServerOwned } from '@portal/shared-api/schemas/common';
import rulesPlugin from './rules.ts';

describe('the rules plugin: server-owned body fields and the product’s form rules', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify({ ajv: { customOptions: { removeAdditional: false } } });
    // The rules run after the access check; a stand-in for the auth plugin is enough here.
    await app.register(fp(async () => {}, { name: 'auth' }));
    await app.register(rulesPlugin);
    app.withTypeProvider<TypeBoxTypeProvider>().post(
      '/echo',
      {
        schema: {
          body: Type.Object(
            { Title: Type.String(), OwnerId: ServerOwned(Type.String({ maxLength: 10 })) },
            { additionalProperties: false },
          ),
        },
        config: { rules: { body: object({ Title: string().trim().required('Title is required') }) } },
      },
      async (request) => ({ received: request.body }),
    );
    await app.ready();
  });
  after(() => app.close());

  const echo = (payload: object) => app.inject({ method: 'POST', url: '/echo', payload });

  it('hands the handler a body without the server-owned field a client sent', async () => {
    const res = await echo({ Title: ' Hello ', OwnerId: 'someone' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { received: { Title: 'Hello' } });
  });

  it('still checks the server-owned field’s shape and refuses fields the schema does not know', async () => {
    assert.equal((await echo({ Title: 'Hi', OwnerId: 'far too long for it' })).statusCode, 400);
    assert.equal((await echo({ Title: 'Hi', Other: 1 })).statusCode, 400);
  });

  it('runs the form rules on what is left, with their message', async () => {
    const res = await echo({ Title: '  ', OwnerId: 'x' });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /Title is required/);
  });
});
