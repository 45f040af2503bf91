import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  FEEDBACK_TEXTS,
  HELP_TEXTS,
  type Feedback,
  type FeedbackList,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpCategory,
} from '@portal/shared-api/contract/help';
import { seedHelp } from './seed.ts';
import { anonymous, createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

type Person = SignedInUser;

describe('help center and feedback', () => {
  let app: FastifyInstance;
  let me: Person;
  let admin: Person;

  const person = (role: 'user' | 'administrator' = 'user') => signedInUser(app, { role });
  const get = (who: Person, url: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: who.session.headers });
  const send = (who: Person, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: who.session.headers,
      payload: { Type: 'general', Subject: 'Hello', Message: 'Nice portal.', ...body },
    });
  const titles = (list: HelpArticleSummary[]) => list.map((a) => a.Title);

  before(async () => {
    app = await createTestApp();
    // The Help Center's real content, as the demo seed stores it.
    await app.db.transaction((tx) => seedHelp({ tx, now: new Date(), storage: app.deps.storage }));
    me = await person();
    admin = await person('administrator');
  });
  after(() => app.close());

  it('lists the four categories with 12, 8, 6 and 15 articles, and the six popular ones in order', async () => {
    const categories = (await get(me, '/help/categories')).json<HelpCategory[]>();
    assert.deepEqual(
      categories.map((c) => c.ArticleCount),
      [12, 8, 6, 15],
    );
    const popular = (await get(me, '/help/articles?popular=true')).json<HelpArticleSummary[]>();
    assert.equal(popular.length, 6);
    assert.equal(popular[0]!.Title, 'Finding a course');
    const billing = (await get(me, '/help/articles?category=billing-payments')).json<HelpArticleSummary[]>();
    assert.equal(billing.length, 6);
    assert.ok(billing.every((a) => a.Category.Slug === 'billing-payments'));
  });

  it('searches titles, summaries and text with stemming, best match first, wildcards as text', async () => {
    assert.equal(titles((await get(me, '/help/articles?q=password')).json())[0], 'Changing your password');
    assert.ok(titles((await get(me, '/help/articles?q=invoices')).json()).includes('Downloading an invoice'));
    assert.ok(
      titles((await get(me, '/help/articles?q=authenticator')).json()).includes(
        'Turning on two-factor authentication',
      ),
    );
    assert.deepEqual((await get(me, '/help/articles?q=%25')).json(), []);
    assert.deepEqual((await get(me, '/help/articles?q=zebra%20quantum')).json(), []);
  });

  it('reads an article as paragraphs and counts the view; an unknown one is a 404', async () => {
    const first = (await get(me, '/help/articles/buying-a-course')).json<HelpArticle>();
    assert.equal(first.Paragraphs.length, 2);
    assert.equal(first.Category.Title, 'Billing & Payments');
    const again = (await get(me, '/help/articles/buying-a-course')).json<HelpArticle>();
    assert.equal(again.Views, first.Views + 1);
    const missing = await get(me, '/help/articles/nothing-here');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, HELP_TEXTS.articleNotFound);
  });

  it('stores feedback from its author, with a bug’s priority (medium by default) and only a bug’s', async () => {
    const bug = await send(me, {
      Type: 'bug',
      Subject: '  Video stalls ',
      Rating: 2,
      Email: 'me@example.test',
    });
    assert.equal(bug.statusCode, 201, bug.body);
    assert.equal(bug.json<Feedback>().Subject, 'Video stalls');
    assert.equal(bug.json<Feedback>().Priority, 'medium');
    const idea = await send(me, { Type: 'feature', Priority: 'critical' });
    assert.equal(idea.json<Feedback>().Priority, null);
    const critical = await send(me, { Type: 'bug', Priority: 'critical' });
    assert.equal(critical.json<Feedback>().Priority, 'critical');
  });

  it('answers the form’s rules with their messages and refuses what a body may not set', async () => {
    const cases: [object, string][] = [
      [{ Subject: '  ', Message: '' }, FEEDBACK_TEXTS.subjectRequired],
      [{ Message: '   ' }, FEEDBACK_TEXTS.messageRequired],
      [{ Email: 'not-an-email' }, FEEDBACK_TEXTS.emailInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await send(me, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().message, message);
    }
    for (const body of [{ Rating: 6 }, { UserId: admin.user.id }, { Type: 'rant' }])
      assert.equal((await send(me, body)).statusCode, 400, JSON.stringify(body));
  });

  it('lists feedback to administrators only, with who sent it', async () => {
    assert.equal((await get(me, '/feedback')).statusCode, 403);
    const list = (await get(admin, '/feedback?type=bug')).json<FeedbackList>();
    assert.equal(list.countTotal, 2);
    assert.equal(list.feedback[0]!.User!.Id, me.user.id);
    const signedOut = await app.inject({
      method: 'GET',
      url: '/api/help/categories',
      headers: (await anonymous(app)).headers,
    });
    assert.equal(signedOut.statusCode, 401);
  });
});
