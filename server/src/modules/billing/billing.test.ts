import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BILLING_TEXTS, billingStats, type InvoiceList } from '@portal/shared-api/contract/billing';
import { createCourse } from '../catalog/factory.ts';
import { createCoupon } from '../cart/factory.ts';
import { createInvoice } from './factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createUser } from '../users/factory.ts';
import { DOWNLOAD_LINK_SECONDS, SIGNED_LINK_TEXTS } from '../../core/signed-links.ts';
import { pdfText } from '../../testing/files.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('invoices API', () => {
  let app: FastifyInstance;
  // Moved forward by the test that lets a link expire (the last one).
  let now = Date.now();
  let me: TestSession;
  let other: TestSession;
  let paidSlug: string;
  let pendingSlug: string;

  const follow = (url: string, session: TestSession = me) =>
    app.inject({ method: 'GET', url, headers: session.headers });
  /** The signed link the download answers, for the owner's paid invoice. */
  const linkOf = async (slug: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/invoices/${slug}/download`,
      headers: me.headers,
    });
    assert.equal(res.statusCode, 200, res.body);
    const { url } = res.json<{ url: string }>();
    assert.match(url, new RegExp(`^/api/invoices/${slug}/pdf\\?expires=\\d+&signature=[\\w-]+$`));
    return url;
  };
  const list = async (session: TestSession, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/invoices?${query}`, headers: session.headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<InvoiceList>();
  };

  before(async () => {
    app = await createTestApp({}, { clock: { now: () => new Date(now) } });
    const instructor = await createUser(app.db, { role: 'instructor' });
    const user = await createUser(app.db, { firstname: 'Zoë', lastname: 'Müller' });
    const stranger = await createUser(app.db);
    const react = await createCourse(app.db, {
      instructorId: instructor.id,
      title: 'React in Depth',
      priceCents: 9000,
    });
    const coupon = await createCoupon(app.db, { code: 'TEN', percentOff: 10 });
    const order = await createOrder(app.db, user, { courses: [react], coupon });
    const paid = await createInvoice(app.db, user, {
      invoiceNumber: 'INV-2026-0042',
      slug: 'inv-2026-0042',
      description: 'React in Depth',
      amountCents: 8100,
      status: 'paid',
      orderId: order.id,
      paymentMethod: 'Visa •••• 4242 (test)',
      createdAt: daysAgo(3),
      paidAt: daysAgo(3),
    });
    paidSlug = paid.slug;
    await createInvoice(app.db, user, {
      description: 'Old course',
      amountCents: 2000,
      status: 'paid',
      createdAt: daysAgo(60),
      paidAt: daysAgo(60),
    });
    pendingSlug = (
      await createInvoice(app.db, user, {
        description: 'Plus Monthly subscription',
        amountCents: 2999,
        status: 'pending',
        createdAt: daysAgo(1),
      })
    ).slug;
    await createInvoice(app.db, user, {
      description: 'Declined card',
      amountCents: 500,
      status: 'failed',
      createdAt: daysAgo(10),
    });
    await createInvoice(app.db, stranger, {
      description: 'Theirs',
      amountCents: 100,
      status: 'paid',
      createdAt: daysAgo(2),
      paidAt: daysAgo(2),
    });
    me = await signIn(app, user.email, user.password);
    other = await signIn(app, stranger.email, stranger.password);
  });
  after(async () => {
    await app.close();
  });

  // The figures: docs/product/billing.md#billing-figures.
  it('computes the billing figures over the user’s own invoices', async () => {
    const { invoices, stats } = await list(me);
    assert.equal(invoices.length, 4);
    assert.deepEqual(stats, {
      totalSpent: 10100,
      totalTransactions: 2,
      averageTransaction: 5050,
      monthlySpending: 8100,
      pendingAmount: 2999,
    });
    assert.equal(billingStats([], new Date()).averageTransaction, 0, 'no division by zero');
  });

  it('offers a download for paid invoices only', async () => {
    const { invoices } = await list(me);
    assert.deepEqual(
      invoices.map((i) => [i.Status, Boolean(i.DownloadUrl)]),
      [
        ['pending', false],
        ['paid', true],
        ['failed', false],
        ['paid', true],
      ],
    );
  });

  it('searches description or invoice number case-insensitively, and filters by status and dates', async () => {
    assert.deepEqual(
      (await list(me, 'q=react')).invoices.map((i) => i.Description),
      ['React in Depth'],
    );
    assert.deepEqual(
      (await list(me, 'q=inv-2026-00')).invoices.map((i) => i.InvoiceNumber),
      ['INV-2026-0042'],
    );
    assert.deepEqual((await list(me, 'q=100%25')).invoices, [], 'a % is searched for as itself');
    assert.deepEqual(
      (await list(me, 'status=failed')).invoices.map((i) => i.Description),
      ['Declined card'],
    );
    const from = encodeURIComponent(daysAgo(11).toISOString());
    const to = encodeURIComponent(daysAgo(2).toISOString());
    assert.deepEqual(
      (await list(me, `startDate=${from}&endDate=${to}`)).invoices.map((i) => i.Description),
      ['React in Depth', 'Declined card'],
    );
    const res = await app.inject({ method: 'GET', url: '/api/invoices?status=lost', headers: me.headers });
    assert.equal(res.statusCode, 400);
  });

  it('renders a paid invoice as a PDF with its number, buyer, lines, coupon and total, through its link', async () => {
    const res = await follow(await linkOf(paidSlug));
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(
      String(res.headers['content-disposition']),
      /attachment; filename="invoice-INV-2026-0042\.pdf"/,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'INV-2026-0042',
      'Zoë Müller',
      'React in Depth',
      '$90.00',
      'Coupon TEN',
      '-$9.00',
      '$81.00',
      'Visa •••• 4242',
    ])
      assert.ok(text.includes(expected), `${expected} in the PDF`);
  });

  it('documents the download as { url } and the PDF behind the link', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const download = doc.paths['/api/invoices/{slug}/download'].get.responses['200'].content;
    assert.deepEqual(Object.keys(download['application/json'].schema.properties), ['url']);
    assert.ok(doc.paths['/api/invoices/{slug}/pdf'].get.responses['200'].content['application/pdf']);
  });

  it('refuses an unpaid invoice’s PDF, and answers 404 for another user’s', async () => {
    const pending = await app.inject({
      method: 'GET',
      url: `/api/invoices/${pendingSlug}/download`,
      headers: me.headers,
    });
    assert.equal(pending.statusCode, 409);
    assert.equal(pending.json().message, BILLING_TEXTS.notDownloadable);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/invoices/${paidSlug}/download`,
      headers: other.headers,
    });
    assert.equal(theirs.statusCode, 404);
    assert.equal((await list(other)).invoices.length, 1);
  });

  it('refuses the owner’s invoice link to another user, altered, or past its five minutes', async () => {
    const url = await linkOf(paidSlug);
    const stolen = await follow(url, other);
    assert.equal(stolen.statusCode, 403);
    assert.equal(stolen.json().message, SIGNED_LINK_TEXTS.invalid);
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    const later = await follow(url.replace(`expires=${expires}`, `expires=${expires + 86_400}`));
    assert.equal(later.statusCode, 403, 'a longer life is a different signature');
    now += (DOWNLOAD_LINK_SECONDS + 1) * 1000;
    const expired = await follow(url);
    assert.equal(expired.statusCode, 403);
    assert.equal(expired.json().message, SIGNED_LINK_TEXTS.expired);
    assert.equal((await follow(await linkOf(paidSlug))).statusCode, 200, 'a fresh link opens');
  });
});
