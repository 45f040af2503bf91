import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import { anonymous, createTestApp, signedInUser, type TestSession } from '../../testing/app.ts';
import { baseUrlOf } from '../../testing/live.ts';

/**
 * Sends a request's head announcing a large body, then only its first bytes, and resolves with the status
 * the server answers. A server that waits for the whole body before deciding never answers: the promise
 * rejects after `ms`.
 */
async function statusBeforeBody(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
  ms = 3000,
): Promise<number> {
  const { port } = new URL(await baseUrlOf(app));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ms} ms: the server is waiting for the body`));
    }, ms);
    socket.once('data', (chunk) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Number(chunk.toString('latin1').split(' ')[1]));
    });
    socket.on('error', () => undefined);
    const head = Object.entries({ host: 'localhost', ...headers })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n{"Base64": "`);
  });
}

describe('the access check before the body is read', () => {
  let app: FastifyInstance;
  let signedOut: TestSession;

  before(async () => {
    app = await createTestApp();
    signedOut = await anonymous(app);
  });
  after(() => app.close());

  it('answers a signed-out 14 MB image upload with 401 before receiving its body', async () => {
    const status = await statusBeforeBody(app, '/api/medias', {
      ...signedOut.headers,
      'content-type': 'application/json',
      'content-length': String(14 * 1024 * 1024 - 1),
    });
    assert.equal(status, 401);
  });

  it('answers a signed-out 10 MB message attachment with 401 before receiving its bytes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const status = await statusBeforeBody(app, `/api/conversations/${id}/attachments?name=a.pdf`, {
      ...signedOut.headers,
      'content-type': 'application/octet-stream',
      'content-length': String(10 * 1024 * 1024),
    });
    assert.equal(status, 401);
  });

  it('answers a student’s body to an administrator route with 403 before receiving it', async () => {
    const { session } = await signedInUser(app);
    const id = '00000000-0000-4000-8000-000000000000';
    const status = await statusBeforeBody(app, `/api/moderation/reports/${id}/warn`, {
      ...session.headers,
      'content-type': 'application/json',
      'content-length': String(1024 * 1024 - 1),
    });
    assert.equal(status, 403);
  });

  it('still answers 401, not 400, to a signed-out call with a malformed body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/medias',
      headers: { ...signedOut.headers, 'content-type': 'application/json' },
      payload: '{"not json',
    });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, AUTH_TEXTS.signInRequired);
  });
});
