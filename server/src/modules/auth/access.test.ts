import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import { MEETING_TEXTS } from '@portal/shared-api/contract/meetings';
import { buildApp } from '../../app.ts';
import { freshDatabase } from '../../testing/database.ts';
import { createUser } from '../users/factory.ts';
import { anonymous, signIn, type TestSession } from '../../testing/app.ts';

describe('access, input rules and the API document', () => {
  let app: FastifyInstance;
  const sessions: Record<'student' | 'instructor' | 'admin', TestSession> = {} as never;

  before(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-access-'));
    app = await buildApp({
      database: await freshDatabase(),
      config: { seedDemo: false, uploadDir: join(root, 'uploads'), loginAttemptsPerMinute: 1000 },
    });
    // Routes that exist only in this test, to prove the access rule of route config.
    await app.register(async (scope) => {
      scope.get('/api/test/instructor', { config: { access: 'instructor' } }, async () => ({ ok: true }));
      scope.get('/api/test/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
      scope.get('/api/test/default', async () => ({ ok: true }));
    });
    await app.ready();
    for (const role of ['user', 'instructor', 'administrator'] as const) {
      const person = await createUser(app.db, { role });
      const name = role === 'user' ? 'student' : role === 'administrator' ? 'admin' : 'instructor';
      sessions[name] = await signIn(app, person.email, person.password);
    }
  });
  after(() => app.close());

  const get = (url: string, session?: TestSession) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

  it('refuses a signed-out call with 401 on a route that declares no access (deny by default)', async () => {
    const res = await get('/api/test/default');
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, AUTH_TEXTS.signInRequired);
    assert.equal((await get('/api/test/default', sessions.student)).statusCode, 200);
  });

  it('lets instructors and administrators open an instructor route, and refuses a student with 403', async () => {
    const refused = await get('/api/test/instructor', sessions.student);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, AUTH_TEXTS.forbidden);
    assert.equal((await get('/api/test/instructor', sessions.instructor)).statusCode, 200);
    assert.equal((await get('/api/test/instructor', sessions.admin)).statusCode, 200);
  });

  it('opens an admin route to administrators only', async () => {
    assert.equal((await get('/api/test/admin', sessions.instructor)).statusCode, 403);
    assert.equal((await get('/api/test/admin', sessions.admin)).statusCode, 200);
  });

  it('refuses a student with 403 on every instructor and administrator endpoint the API has', async () => {
    const gated = app.accessTable.filter(
      (route) => route.access === 'instructor' || route.access === 'admin',
    );
    assert.ok(gated.length >= 10, `only ${gated.length} role-gated routes found`);
    const adminOnly = gated.filter((route) => route.access === 'admin');
    for (const route of gated) {
      // Any id will do: the role is checked before the parameters and the body are looked at.
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: sessions.student.headers,
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      assert.equal(res.statusCode, 403, `${route.method} ${route.url} answered ${res.statusCode}`);
    }
    for (const route of adminOnly) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: sessions.instructor.headers,
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      assert.equal(res.statusCode, 403, `an instructor reached ${route.method} ${route.url}`);
    }
  });

  it('answers 401 before looking at a signed-out caller’s input', async () => {
    const client = await anonymous(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: client.headers,
      payload: { nonsense: true },
    });
    assert.equal(res.statusCode, 401);
  });

  it('refuses an unknown field with 400, naming it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: sessions.student.headers,
      payload: {
        Title: 'Study',
        StartTime: new Date().toISOString(),
        Type: 'group',
        IsRecorded: false,
        role: 'x',
      },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Unknown field: role');
  });

  it('answers with the spec’s own message when a shared form rule fails', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: sessions.student.headers,
      payload: { Title: '   ', StartTime: new Date().toISOString(), Type: 'group', IsRecorded: false },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, MEETING_TEXTS.requiredFields);
  });

  it('runs the join rules of the spec on POST /meetings/join', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/meetings/join',
      headers: sessions.student.headers,
      payload: { meetingId: '  ', participant: { Name: 'Ann', Email: 'ann@example.com' } },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, MEETING_TEXTS.invalidMeetingId);
  });

  it('documents the routes with their response schemas and marks the ones that need a session', async () => {
    const res = await get('/api/openapi.json');
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    const answer = (op: { responses: Record<string, { content: Record<string, { schema: object }> }> }) =>
      op.responses['200']!.content['application/json']!.schema as { properties: Record<string, unknown> };
    const list = doc.paths['/api/orders/user'].get;
    assert.deepEqual(Object.keys(answer(list).properties), ['orders', 'total']);
    for (const order of [doc.paths['/api/orders/{id}'].get, doc.paths['/api/orders/{id}/cancel'].put]) {
      assert.deepEqual(Object.keys(answer(order).properties).slice(0, 3), ['Id', 'CreatedAt', 'Qte']);
      assert.deepEqual(order.security, [{ session: [] }]);
    }
    assert.deepEqual(
      Object.keys(list.responses['4XX'].content['application/json'].schema.properties),
      ['statusCode', 'error', 'message'],
      'the error answer is documented too',
    );
    assert.deepEqual(list.security, [{ session: [] }]);
    assert.deepEqual(
      doc.paths['/api/health'].get.security,
      [],
      'a public operation says it needs no session',
    );
    assert.equal((await get('/api/docs')).statusCode < 400, true, 'the docs UI is public');
  });
});
