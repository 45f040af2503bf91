import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app.ts';
import { loggerOptions, redactUrl } from './logger.ts';
import { engineIndependent } from '../../testing/database.ts';

describe('request log', engineIndependent, () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  before(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    app = await createTestApp({}, { logger: loggerOptions('info', stream) });
  });
  after(() => app.close());

  const secret = () => randomBytes(24).toString('base64url');
  const cases = [
    ['a recovery-email link', (token: string) => `/api/security/recovery-email/confirm?token=${token}`],
    ['the private calendar feed', (token: string) => `/api/calendar/${token}.ics`],
    ['a shared saved-courses list', (token: string) => `/api/wishlists/shared/${token}`],
    ['a shared note', (token: string) => `/api/course-notes/shared/${token}`],
    ['a certificate verify page', (token: string) => `/certificates/verify/${token}`],
    ['a signed file URL', (token: string) => `/public/upload/a/b.png?X-Amz-Signature=${token}&w=1`],
  ] as const;

  for (const [what, urlOf] of cases) {
    it(`logs ${what} without its token`, async () => {
      const token = secret();
      const url = urlOf(token);
      await app.inject({ method: 'GET', url });
      const logged = lines.filter((line) => line.includes('"incoming request"'));
      assert.ok(logged.length > 0, 'the request was logged');
      assert.ok(
        logged.some((line) => line.includes(redactUrl(url))),
        'the line names the request',
      );
      assert.ok(!lines.some((line) => line.includes(token)), `no log line carries the token of ${url}`);
    });
  }

  it('keeps ids and harmless query values readable', () => {
    assert.equal(redactUrl('/api/orders/0b9a?page=2&token=abc'), '/api/orders/0b9a?page=2&token=[redacted]');
    assert.equal(redactUrl('/api/meetings/42/ics'), '/api/meetings/42/ics');
  });
});
