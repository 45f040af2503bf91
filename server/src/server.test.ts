// The process `npm start` runs, stopped as a platform stops it (SIGTERM before a deploy or a scale-down).
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { createUser } from './modules/users/factory.ts';
import { sharedBackend, signInOver, startServer, type ServerProcess } from './testing/processes.ts';
import { engineIndependent, processSuite } from './testing/database.ts';

/** A multipart body with one image part named `file`, as a browser's FormData sends it. */
function imageForm(png: Buffer) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the server process on SIGTERM', processSuite(engineIndependent.skip), () => {
  let server: ServerProcess;
  let cookie: string;
  let csrf: string;
  before(async () => {
    const backend = await sharedBackend();
    const user = await backend.withDb((db) => createUser(db));
    server = await startServer(backend);
    ({ cookie, csrf } = await signInOver(server.url, user.email, user.password));
  });
  after(() => server.stop());

  it('finishes the request in flight, ends the live stream and exits 0 within a few seconds', async () => {
    const stream = await fetch(`${server.url}/api/events`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    assert.equal(stream.status, 200);
    const reader = stream.body!.getReader();
    await reader.read(); // the first event: the stream is open on the server
    const streamEnded = (async () => {
      for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return;
    })();

    // An upload whose body is still arriving when the signal comes.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const { body, contentType } = imageForm(png);
    const upload = httpRequest(`${server.url}/api/upload?kind=image&purpose=post`, {
      method: 'POST',
      headers: {
        cookie,
        'x-csrf-token': csrf,
        'content-type': contentType,
        'content-length': String(body.length),
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      upload.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      upload.on('error', reject);
    });
    const half = Math.floor(body.length / 2);
    upload.write(body.subarray(0, half));
    await new Promise((wake) => setTimeout(wake, 300));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((wake) => setTimeout(wake, 500));
    upload.end(body.subarray(half));

    assert.equal(await answered, 201, 'the upload in flight completes');
    await streamEnded;
    assert.equal(await server.exited, 0, server.output());
    assert.ok(Date.now() - signalled < 4_000, `exited ${Date.now() - signalled} ms after SIGTERM`);
  });
});
