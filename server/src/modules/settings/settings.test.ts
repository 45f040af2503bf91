// The Settings page's API (issue 13): look and time zone, and "Download my data" — a ZIP of the user's rows
// as JSON and their files, without secrets, downloadable by its owner only, with a notification when ready.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { createTestApp, signedInUser } from '../../testing/app.ts';

let app: FastifyInstance;
before(async () => {
  app = await createTestApp();
});
after(() => app.close());

/** Each entry of a ZIP by name, with its text for the JSON files. */
function readZip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('settings', () => {
  it('answers the defaults, then saves any part of them', async () => {
    const { session } = await signedInUser(app);
    const first = await app.inject({ method: 'GET', url: '/api/settings', headers: session.headers });
    assert.deepEqual(first.json(), {
      Theme: 'system',
      ReducedMotion: false,
      FontSize: 'medium',
      TimeZone: null,
    });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: session.headers,
      payload: { Theme: 'dark', TimeZone: 'America/New_York' },
    });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json(), {
      Theme: 'dark',
      ReducedMotion: false,
      FontSize: 'medium',
      TimeZone: 'America/New_York',
    });
  });

  it('refuses an unknown zone, an unknown theme, an empty body and unknown fields', async () => {
    const { session } = await signedInUser(app);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/settings', headers: session.headers, payload });
    const zone = await put({ TimeZone: 'Nowhere/City' });
    assert.equal(zone.statusCode, 400);
    assert.equal(zone.json().message, 'Unknown time zone');
    assert.equal((await put({ Theme: 'neon' })).statusCode, 400);
    assert.equal((await put({})).statusCode, 400);
    assert.equal((await put({ Theme: 'dark', Role: 'administrator' })).statusCode, 400);
  });
});

describe('download my data', () => {
  it('prepares a ZIP of the user’s data without secrets and files a notification', async () => {
    const me = await signedInUser(app);
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: me.session.headers,
      payload: { Theme: 'dark' },
    });
    const started = await app.inject({
      method: 'POST',
      url: '/api/settings/data-export',
      headers: me.session.headers,
    });
    assert.equal(started.statusCode, 202, started.body);
    // Jobs run inline in tests: the export is ready when the call returns.
    const latest = await app.inject({
      method: 'GET',
      url: '/api/settings/data-export',
      headers: me.session.headers,
    });
    const exported = latest.json().Export;
    assert.equal(exported.Status, 'ready');
    const file = await app.inject({ method: 'GET', url: exported.DownloadUrl, headers: me.session.headers });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/zip');
    assert.match(
      String(file.headers['content-disposition']),
      /attachment; filename="academy-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = await readZip(file.rawPayload);
    const profile = JSON.parse(entries.get('data/profile.json')!);
    assert.equal(profile.email, me.user.email);
    assert.equal('passwordHash' in profile, false);
    assert.equal(JSON.parse(entries.get('data/user_settings.json')!)[0].theme, 'dark');
    const sessions = JSON.parse(entries.get('data/sessions.json')!);
    assert.ok(sessions.length >= 1);
    assert.equal('tokenHash' in sessions[0], false, 'session tokens stay out');
    const inbox = await app.inject({ method: 'GET', url: '/api/notifications', headers: me.session.headers });
    assert.ok(JSON.stringify(inbox.json()).includes('Your data is ready to download'));
  });

  it('is a 404 for anyone but its owner', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const { Id } = (
      await app.inject({ method: 'POST', url: '/api/settings/data-export', headers: me.session.headers })
    ).json();
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/settings/data-export/${Id}/download`,
      headers: other.session.headers,
    });
    assert.equal(theirs.statusCode, 404);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/settings/data-export/nope/download',
      headers: me.session.headers,
    });
    assert.equal(unknown.statusCode, 404);
  });
});
