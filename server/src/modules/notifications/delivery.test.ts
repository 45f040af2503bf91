// Notification preferences and email delivery (issue 13): the preferences API (own only, whole object,
// defaults until saved), every notification in the inbox, emails only where the preferences allow, digests
// folded into one email per user, .eml files without SMTP, and the pg-boss queue running on PGlite.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultNotificationSettings } from '@portal/shared-api/contract/notification-settings';
import { emailOutbox } from './tables.ts';
import { inlineQueue, pgBossQueue } from '../../platform/jobs/queue.ts';
import { createMailer, type Email } from '../../platform/mail/mailer.ts';
import { flushOutbox } from './outbox.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';
import { createUser } from '../users/factory.ts';

let app: FastifyInstance;
let now = new Date('2026-11-23T10:00:00Z');
const sent: Email[] = [];
const mailer = { send: async (email: Email) => void sent.push(email) };

before(async () => {
  app = await createTestApp({}, { clock: { now: () => now }, mailer });
});
after(() => app.close());

const prefsUrl = (id: string) => `/api/notificationPreferences/${id}`;
const admin = () => signedInUser(app, { role: 'administrator' });

async function notify(by: SignedInUser, userId: string, type = 'course') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/notifications',
    headers: by.session.headers,
    payload: {
      UserId: userId,
      Title: `A ${type} notice`,
      Message: 'Something new.',
      Type: type,
      ActionUrl: '/user/courses',
    },
  });
  assert.equal(res.statusCode, 201, res.body);
}

describe('notification preferences API', () => {
  // The defaults: docs/product/notification-settings.md#default-preferences.
  it('answers the default preferences until saved, then the saved object', async () => {
    const me = await signedInUser(app);
    const first = await app.inject({ method: 'GET', url: prefsUrl(me.user.id), headers: me.session.headers });
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().Id, '');
    assert.equal(first.json().Categories.social.email, false);
    assert.equal(first.json().Frequency, 'immediate');
    const body = { ...defaultNotificationSettings('Europe/Paris'), Frequency: 'daily' };
    const saved = await app.inject({
      method: 'PUT',
      url: prefsUrl(me.user.id),
      headers: me.session.headers,
      payload: body,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.notEqual(saved.json().Id, '');
    const again = await app.inject({ method: 'GET', url: prefsUrl(me.user.id), headers: me.session.headers });
    assert.equal(again.json().Frequency, 'daily');
    assert.equal(again.json().QuietHours.timezone, 'Europe/Paris');
  });

  it('refuses another user’s preferences (404), a partial object, unknown fields and a bad zone (400)', async () => {
    const me = await signedInUser(app);
    const other = await createUser(app.db);
    const theirs = await app.inject({ method: 'GET', url: prefsUrl(other.id), headers: me.session.headers });
    assert.equal(theirs.statusCode, 404);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: prefsUrl(me.user.id), headers: me.session.headers, payload });
    assert.equal((await put({ EmailNotifications: false })).statusCode, 400);
    assert.equal((await put({ ...defaultNotificationSettings('UTC'), UserId: other.id })).statusCode, 400);
    const zone = await put({ ...defaultNotificationSettings('Mars/Olympus'), Frequency: 'daily' });
    assert.equal(zone.statusCode, 400);
    assert.equal(zone.json().message, 'Unknown time zone');
    const time = await put({
      ...defaultNotificationSettings('UTC'),
      QuietHours: { enabled: true, startTime: '25:00', endTime: '08:00', timezone: 'UTC' },
    });
    assert.equal(time.statusCode, 400);
  });
});

describe('delivery', () => {
  it('emails a course notification at once, with its link, and nothing for one whose category is off', async () => {
    const boss = await admin();
    const me = await createUser(app.db);
    await notify(boss, me.id, 'course');
    await notify(boss, me.id, 'info');
    sent.length = 0;
    const result = await flushOutbox(app.deps, mailer);
    const mine = sent.filter((email) => email.to === me.email);
    assert.equal(mine.length, 1);
    assert.equal(result.failed, 0);
    assert.equal(mine[0]!.subject, 'A course notice');
    assert.match(mine[0]!.text, /http:\/\/localhost:\d+\/user\/courses/);
    assert.match(mine[0]!.text, /notification-settings/);
    sent.length = 0;
    await flushOutbox(app.deps, mailer);
    assert.equal(sent.filter((email) => email.to === me.email).length, 0, 'sent once');
  });

  it('holds emails in quiet hours and folds a daily digest into one email at 08:00', async () => {
    const boss = await admin();
    const me = await signedInUser(app);
    const body = {
      ...defaultNotificationSettings('UTC'),
      Frequency: 'daily',
      QuietHours: { enabled: true, startTime: '22:00', endTime: '07:00', timezone: 'UTC' },
    };
    await app.inject({
      method: 'PUT',
      url: prefsUrl(me.user.id),
      headers: me.session.headers,
      payload: body,
    });
    await flushOutbox(app.deps, mailer);
    sent.length = 0;
    await notify(boss, me.user.id);
    await notify(boss, me.user.id);
    await notify(boss, me.user.id);
    await flushOutbox(app.deps, mailer);
    assert.equal(sent.length, 0, 'nothing before the digest time');
    const rows = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, me.user.id), eq(emailOutbox.digest, true)));
    assert.equal(rows.length, 3);
    assert.deepEqual(
      new Set(rows.map((row) => row.dueAt.toISOString())),
      new Set(['2026-11-24T08:00:00.000Z']),
    );
    now = new Date('2026-11-24T08:00:30Z');
    await flushOutbox(app.deps, mailer);
    now = new Date('2026-11-23T10:00:00Z');
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.subject, 'Your Academy digest: 3 new notifications');
    assert.equal(sent[0]!.text.split('• A course notice').length - 1, 3);
  });

  it('retries a failed send later instead of losing it', async () => {
    const boss = await admin();
    const me = await createUser(app.db);
    await notify(boss, me.id);
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const first = await flushOutbox(app.deps, failing);
    assert.ok(first.failed >= 1);
    const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.userId, me.id));
    assert.equal(row!.sentAt, null);
    assert.equal(row!.lastError, 'SMTP down');
    sent.length = 0;
    await flushOutbox(app.deps, mailer);
    assert.equal(sent.filter((email) => email.to === me.email).length, 1);
  });
});

describe('mailer and queue', () => {
  it('writes an .eml file under the outbox folder without SMTP', async () => {
    const dir = `${app.config.dataDir}/outbox-test`;
    await createMailer({ mailFrom: 'Academy <no-reply@academy.test>', outboxDir: dir }).send({
      to: 'someone@example.test',
      subject: 'Hello',
      text: 'Body text',
    });
    const [file] = readdirSync(dir);
    assert.match(file!, /\.eml$/);
    const eml = readFileSync(`${dir}/${file}`, 'utf8');
    assert.match(eml, /^To: someone@example\.test$/m);
    assert.match(eml, /^Subject: Hello$/m);
  });

  it('runs a job through pg-boss on the test database (PGlite or PostgreSQL)', async () => {
    let received: Record<string, unknown> | null = null;
    const done = new Promise<void>((resolve) => {
      const queue = pgBossQueue(
        app.dbHandle,
        {
          probe: {
            handler: async (data) => {
              received = data;
              resolve();
            },
          },
        },
        (error) => assert.fail(String(error)),
      );
      void queue.start().then(() => queue.send('probe', { hello: 'world' }));
      after(() => queue.stop());
    });
    await done;
    assert.deepEqual(received, { hello: 'world' });
  });

  it('refuses an unknown job inline', async () => {
    await assert.rejects(inlineQueue({}).send('nope'), /unknown job/);
  });
});
