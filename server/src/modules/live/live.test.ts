import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS } from '../../platform/rate-limits/limits.ts';
import { createTestApp, createTwoApps, signedInUser } from '../../testing/app.ts';
import { testEngine } from '../../testing/database.ts';
import { openLive, type LiveStream } from '../../testing/live.ts';
import { sessions } from '../users/tables.ts';

/** Whether the stream is still open `ms` from now. */
const stillOpen = (stream: LiveStream, ms = 150) =>
  Promise.race([
    stream.ended.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms)),
  ]);

describe('live streams: how many, and how long', () => {
  let app: FastifyInstance;
  const streams: LiveStream[] = [];
  const open = async (...args: Parameters<typeof openLive>) => {
    const stream = await openLive(...args);
    streams.push(stream);
    return stream;
  };

  before(async () => {
    app = await createTestApp({ limits: { ...DEFAULT_LIMITS, liveStreamsPerUser: 2 } });
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await app.close();
  });

  it('closes a person’s oldest stream, telling it so, when they open one more than allowed', async () => {
    const ann = await signedInUser(app);
    const ben = await signedInUser(app);
    const first = await open(app, ann.session);
    const second = await open(app, ann.session);
    const bens = await open(app, ben.session);
    await open(app, ann.session);
    await first.next('replaced', undefined, 5000);
    await first.ended;
    assert.equal(await stillOpen(second), true);
    assert.equal(await stillOpen(bens), true, 'another person’s streams are their own');
  });

  it('ends a stream when its session reaches its absolute expiry', async () => {
    const cat = await signedInUser(app);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, cat.user.id));
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(sessions.id, session!.id));
    const stream = await open(app, cat.session);
    assert.equal(await stillOpen(stream, 3000), false);
  });

  it('ends a stream when its session has been idle for too long', async () => {
    const dan = await signedInUser(app);
    // A first request caches the session as just used; the database then says two hours idle, less 300 ms.
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: dan.session.headers });
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, dan.user.id));
    await app.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - 2 * 60 * 60 * 1000 + 300) })
      .where(eq(sessions.id, session!.id));
    const stream = await open(app, dan.session);
    assert.equal(await stillOpen(stream, 3000), false);
  });
});

describe('live streams: a video’s transcoding', () => {
  let app: FastifyInstance;
  const streams: LiveStream[] = [];
  before(async () => {
    app = await createTestApp();
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await app.close();
  });

  it('tells the video’s owner, and nobody else, how its processing goes', async () => {
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    const mine = await openLive(app, owner.session);
    const theirs = await openLive(app, stranger.session);
    streams.push(mine, theirs);
    // The first unread count says the stream is following.
    await Promise.all([mine.next('unread'), theirs.next('unread')]);
    const media = { Id: randomUUID(), Status: 'processing' as const, Progress: 42, Error: null };
    await app.deps.events.publish('media.changed', { ownerId: owner.user.id, media });
    assert.deepEqual((await mine.next('media')).data, media);
    await assert.rejects(theirs.next('media', undefined, 300), /no media event/);
  });
});

describe(
  'live streams across two API processes on one PostgreSQL',
  { skip: testEngine !== 'postgres' },
  () => {
    let apps: FastifyInstance[] = [];
    const streams: LiveStream[] = [];
    before(async () => {
      apps = await createTwoApps({ limits: { ...DEFAULT_LIMITS, liveStreamsPerUser: 2 } });
    });
    after(async () => {
      for (const stream of streams) stream.close();
      await Promise.all(apps.map((app) => app.close()));
    });

    it('counts a person’s streams on every process: a third anywhere closes the oldest', async () => {
      const [one, two] = apps as [FastifyInstance, FastifyInstance];
      const eve = await signedInUser(one);
      const first = await openLive(one, eve.session);
      streams.push(first, await openLive(one, eve.session));
      streams.push(await openLive(two, eve.session));
      await first.next('replaced', undefined, 5000);
      assert.equal(await stillOpen(first, 3000), false);
    });
  },
);
