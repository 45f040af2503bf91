import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { POSTS_SEARCH_MAX_RESULTS } from '@portal/shared-api/contract/posts';
import {
  anonymous,
  createTestApp,
  reauthenticate,
  signedInUser,
  type SignedInUser,
} from '../../testing/app.ts';
import { blogPosts } from '../../modules/posts/tables.ts';
import { createPlan } from '../../modules/subscriptions/factory.ts';
import { createUser } from '../../modules/users/factory.ts';
import { DEFAULT_LIMITS } from './limits.ts';

/** A 429 as the product describes it: the sentence, and when to come back in Retry-After. */
function assertLimited(res: LightMyRequestResponse, message: RegExp) {
  assert.equal(res.statusCode, 429, res.body);
  assert.match(res.json().message, message);
  assert.ok(Number(res.headers['retry-after']) > 0, 'Retry-After is set');
}

describe('abuse limits', () => {
  let app: FastifyInstance;
  let person: SignedInUser;
  const as = (who: SignedInUser, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...who.session.headers, ...options.headers } });

  before(async () => {
    // Each limit lowered to a count a test reaches in a request or two.
    app = await createTestApp({
      limits: {
        ...DEFAULT_LIMITS,
        postSearch: { max: 2, minutes: 1 },
        recoveryEmail: { max: 1, minutes: 60 },
        feedback: { max: 1, minutes: 60 },
        coupons: { max: 1, minutes: 60 },
        passwordConfirms: { max: 2, minutes: 15 },
        dataExports: { max: 1, minutes: 10 },
        fileExports: { max: 1, minutes: 10 },
      },
    });
    person = await signedInUser(app);
  });
  after(() => app.close());

  it('lets an address search public posts twice a minute, then answers 429 with when to try again', async () => {
    const client = await anonymous(app);
    const search = () =>
      app.inject({
        method: 'POST',
        url: '/api/posts/search',
        headers: client.headers,
        remoteAddress: '203.0.113.1',
        payload: { query: 'body' },
      });
    assert.equal((await search()).statusCode, 200);
    assert.equal((await search()).statusCode, 200);
    assertLimited(await search(), /^You can search posts 2 times a minute\. Please try again in 1 minute\.$/);
  });

  it('counts and pages through the first thousand matches of a search only', async () => {
    const author = await createUser(app.db);
    const now = new Date();
    await app.db.insert(blogPosts).values(
      Array.from({ length: POSTS_SEARCH_MAX_RESULTS + 5 }, (_, n) => ({
        slug: `needle-${n}`,
        title: `Needle ${n}`,
        content: '<p>A needle in the posts.</p>',
        publishedAt: now,
        createdAt: now,
        authorId: author.id,
      })),
    );
    const search = (skip: number) =>
      as(person, {
        method: 'POST',
        url: '/api/posts/search',
        payload: { query: 'needle', take: 10, skip },
        remoteAddress: '203.0.113.2',
      });
    const first = await search(0);
    assert.equal(first.json().countTotal, POSTS_SEARCH_MAX_RESULTS);
    assert.equal(first.json().posts.length, 10);
    const beyond = await search(POSTS_SEARCH_MAX_RESULTS);
    assert.deepEqual(beyond.json().posts, []);
  });

  it('sends one recovery-email link an hour, then 429', async () => {
    // Changing the recovery email asks for the password again first (docs/product/auth.md#re-authentication).
    await reauthenticate(app, person.session, person.user.password);
    const send = () =>
      as(person, {
        method: 'PUT',
        url: '/api/security/recovery-email',
        payload: { Email: 'me@elsewhere.test' },
      });
    assert.equal((await send()).statusCode, 200);
    assertLimited(await send(), /^You can send a recovery-email link once an hour\. Please try again in/);
  });

  it('takes feedback once an hour in this test, then 429', async () => {
    const send = () =>
      as(person, {
        method: 'POST',
        url: '/api/feedback',
        payload: { Type: 'general', Subject: 'Hello', Message: 'The portal is fine.' },
      });
    assert.equal((await send()).statusCode, 201);
    assertLimited(await send(), /^You can send feedback once an hour\./);
  });

  it('stops a person trying coupon after coupon', async () => {
    const tryCode = (code: string) =>
      as(person, { method: 'PUT', url: '/api/cart/coupon', payload: { code } });
    assert.notEqual((await tryCode('GUESS1')).statusCode, 429);
    assertLimited(await tryCode('GUESS2'), /^You can try coupons once an hour\./);
  });

  it('counts a coupon code sent with a plan’s order as a coupon try too', async () => {
    const someone = await signedInUser(app);
    const plan = await createPlan(app.db);
    const applied = await as(someone, {
      method: 'PUT',
      url: '/api/cart/coupon',
      payload: { code: 'GUESS1' },
    });
    assert.notEqual(applied.statusCode, 429);
    const order = await as(someone, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { planId: plan.id, couponCode: 'GUESS2' },
    });
    assertLimited(order, /^You can try coupons once an hour\./);
  });

  it('counts password confirmations across the routes that ask for the password', async () => {
    const someone = await signedInUser(app);
    await reauthenticate(app, someone.session, someone.user.password);
    const wrong = { Password: 'not-my-password' };
    const disable = await as(someone, {
      method: 'POST',
      url: '/api/security/two-factor/disable',
      payload: wrong,
    });
    assert.notEqual(disable.statusCode, 429);
    const codes = await as(someone, { method: 'POST', url: '/api/security/backup-codes', payload: wrong });
    assert.notEqual(codes.statusCode, 429);
    const change = await as(someone, {
      method: 'PUT',
      url: `/api/users/password/${someone.user.slug}`,
      payload: { lastPassword: 'guess', newPassword: 'Another#Pass2026' },
    });
    assertLimited(change, /^You can confirm with your password 2 times in 15 minutes\./);
    // Another person's count is their own.
    const other = await signedInUser(app);
    await reauthenticate(app, other.session, other.user.password);
    const theirs = await as(other, { method: 'POST', url: '/api/security/backup-codes', payload: wrong });
    assert.notEqual(theirs.statusCode, 429);
  });

  it('refuses a data export right after another with 429, not a second archive', async () => {
    const someone = await signedInUser(app);
    const start = () => as(someone, { method: 'POST', url: '/api/settings/data-export' });
    assert.equal((await start()).statusCode, 202);
    const again = await start();
    assertLimited(
      again,
      /^You can prepare a data export once in 10 minutes\. Please try again in 10 minutes\.$/,
    );
    assert.ok(Number(again.headers['retry-after']) > 590);
  });

  it('counts notes and history export files together', async () => {
    const someone = await signedInUser(app);
    const notes = await as(someone, {
      method: 'GET',
      url: `/api/course-notes/user/${someone.user.id}/export/download?format=txt`,
    });
    assert.equal(notes.statusCode, 200, notes.body);
    const history = await as(someone, {
      method: 'GET',
      url: `/api/course-history/user/${someone.user.id}/export/download?format=csv`,
    });
    assertLimited(history, /^You can download exports once in 10 minutes\./);
  });
});
