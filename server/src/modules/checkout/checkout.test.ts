import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Cart } from '@portal/shared-api/contract/cart';
import { CHECKOUT_TEXTS, type CheckoutResult } from '@portal/shared-api/contract/checkout';
import type { Order } from '@portal/shared-api/contract/orders';
import type { Subscription } from '@portal/shared-api/contract/subscriptions';
import { enrollments } from '../enrollments/tables.ts';
import { invoices } from '../billing/tables.ts';
import { notifications } from '../notifications/tables.ts';
import { orders, payments } from '../orders/tables.ts';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createCoupon } from '../cart/factory.ts';
import { createPlan } from '../subscriptions/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  pending: '4000 0000 0000 3220',
};
const card = (number: string) => ({ name: 'Alex Johnson', number, expMonth: 12, expYear: 2034, cvc: '123' });

describe('checkout and orders API', () => {
  let app: FastifyInstance;
  let react: TestCourse;
  let node: TestCourse;
  let planId: string;
  let user: TestUser;
  let me: TestSession;

  const call = (
    session: TestSession,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    key?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const addToCart = (session: TestSession, course: TestCourse) =>
    call(session, 'POST', '/api/cart/items', { courseId: course.id });
  const pay = (session: TestSession, body: object, key = randomUUID()) =>
    call(session, 'POST', '/api/checkout', body, key);
  const countOf = async (table: typeof orders | typeof payments, where: ReturnType<typeof eq>) =>
    (await app.db.select({ n: count() }).from(table).where(where))[0]!.n;
  const enrolled = async (u: TestUser, course: TestCourse) =>
    (
      await app.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, u.id), eq(enrollments.courseId, course.id)))
    ).length > 0;

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    react = await createCourse(app.db, { instructorId: instructor.id, title: 'React', priceCents: 8999 });
    node = await createCourse(app.db, { instructorId: instructor.id, title: 'Node', priceCents: 2000 });
    planId = (await createPlan(app.db, { name: 'Plus Monthly', priceCents: 2999, durationDays: 30 })).id;
    await createCoupon(app.db, { code: 'WELCOME10', percentOff: 10 });
  });
  beforeEach(async () => {
    user = await createUser(app.db);
    me = await signIn(app, user.email, user.password);
  });
  after(async () => {
    await app.close();
  });

  it('pays the cart with a coupon: order Successful, invoice paid, enrolled, cart emptied, notified', async () => {
    await addToCart(me, react);
    await addToCart(me, node);
    await call(me, 'PUT', '/api/cart/coupon', { code: 'WELCOME10' });
    const res = await pay(me, { card: card(CARDS.ok) });
    assert.equal(res.statusCode, 201, res.body);
    const { Order: order, Outcome } = res.json<CheckoutResult>();
    assert.equal(Outcome, 'succeeded');
    assert.equal(order.PaymentStatut, 3);
    assert.equal(order.Price, 10999 - 1100);
    assert.equal(order.Coupon?.Discount, 1100, 'the real discount');
    assert.equal(order.PaymentMethod, 'Visa •••• 4242 (test)', 'the real method, not PayPal');
    assert.ok(order.TransactionId);
    assert.deepEqual(order.Courses.map((c) => c.Title).sort(), ['Node', 'React']);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order.Id));
    assert.equal(invoice?.status, 'paid');
    assert.equal(invoice?.amountCents, 9899);
    assert.ok(await enrolled(user, react));
    assert.ok(await enrolled(user, node));
    const cart = (await call(me, 'GET', '/api/cart')).json<Cart>();
    assert.equal(cart.Count, 0);
    assert.equal(cart.Coupon, null, 'the coupon was used');
    const [note] = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    assert.equal(note?.title, 'Payment successful');
    const access = await call(me, 'GET', `/api/enrollments/check-access/${react.id}`);
    assert.equal(access.json().hasAccess, true);
    const byTransaction = await call(me, 'GET', `/api/orders/transaction/${order.TransactionId}`);
    assert.equal(byTransaction.json<Order>().Id, order.Id);
  });

  it('leaves everything but the order’s status alone when the card is declined', async () => {
    await addToCart(me, react);
    const res = await pay(me, { card: card(CARDS.declined) });
    assert.equal(res.statusCode, 201);
    const result = res.json<CheckoutResult>();
    assert.equal(result.Outcome, 'failed');
    assert.equal(result.Message, CHECKOUT_TEXTS.declined);
    assert.equal(result.Order.PaymentStatut, 2);
    assert.equal(await enrolled(user, react), false);
    assert.equal((await call(me, 'GET', '/api/cart')).json<Cart>().Count, 1, 'the cart is still there');
    const access = await call(me, 'GET', `/api/enrollments/check-access/${react.id}`);
    assert.equal(access.json().hasAccess, false);
  });

  it('keeps a pending payment pending until it is completed, and then settles it', async () => {
    await addToCart(me, react);
    const pending = (await pay(me, { card: card(CARDS.pending) })).json<CheckoutResult>();
    assert.equal(pending.Outcome, 'pending');
    assert.equal(pending.Order.PaymentStatut, 4);
    assert.equal(pending.Order.IsPayable, true);
    assert.equal(await enrolled(user, react), false);
    const again = await pay(me, { card: card(CARDS.ok) });
    assert.equal(again.statusCode, 409, 'no second payment while one is pending');
    assert.equal(again.json().message, CHECKOUT_TEXTS.pendingExists);
    const done = await call(me, 'POST', `/api/orders/${pending.Order.Id}/pay`, {}, randomUUID());
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json<CheckoutResult>().Order.PaymentStatut, 3);
    assert.ok(await enrolled(user, react));
    assert.equal((await call(me, 'GET', '/api/cart')).json<Cart>().Count, 0);
  });

  it('cancels a pending order: nothing bought, its invoice never paid, and it cannot be paid later', async () => {
    await addToCart(me, node);
    const pending = (await pay(me, { card: card(CARDS.pending) })).json<CheckoutResult>();
    const cancelled = await call(me, 'PUT', `/api/orders/${pending.Order.Id}/cancel`);
    assert.equal(cancelled.json<Order>().PaymentStatut, 1);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, pending.Order.Id));
    assert.equal(invoice?.status, 'failed');
    const late = await call(me, 'POST', `/api/orders/${pending.Order.Id}/pay`, {}, randomUUID());
    assert.equal(late.statusCode, 409);
    assert.equal(await enrolled(user, node), false);
  });

  it('creates an order awaiting payment with POST /orders, then pays it with a card', async () => {
    await addToCart(me, node);
    const created = await call(me, 'POST', '/api/orders', {}, randomUUID());
    assert.equal(created.statusCode, 201, created.body);
    const order = created.json<Order>();
    assert.equal(order.PaymentStatut, 4);
    assert.equal(order.Price, 2000);
    const paid = await call(
      me,
      'POST',
      `/api/orders/${order.Id}/pay`,
      { card: card(CARDS.ok) },
      randomUUID(),
    );
    assert.equal(paid.json<CheckoutResult>().Order.PaymentStatut, 3);
  });

  it('requires an Idempotency-Key, replays the same answer for the same key, and refuses it for another body', async () => {
    await addToCart(me, react);
    const missing = await call(me, 'POST', '/api/checkout', { card: card(CARDS.ok) });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, CHECKOUT_TEXTS.idempotencyRequired);
    const key = randomUUID();
    const first = await pay(me, { card: card(CARDS.ok) }, key);
    const replay = await pay(me, { card: card(CARDS.ok) }, key);
    assert.equal(replay.statusCode, 201);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.deepEqual(replay.json(), first.json());
    const other = await pay(me, { card: card(CARDS.declined) }, key);
    assert.equal(other.statusCode, 422);
    assert.equal(other.json().message, CHECKOUT_TEXTS.idempotencyMismatch);
    assert.equal(await countOf(orders, eq(orders.userId, user.id)), 1);
  });

  it('makes exactly one order and one charge from 20 parallel checkouts of one cart with one key', async () => {
    await addToCart(me, react);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(me, { card: card(CARDS.ok) }, key)),
    );
    const codes = answers.map((a) => a.statusCode);
    assert.ok(
      codes.every((code) => code === 201 || code === 409),
      codes.join(),
    );
    assert.equal(await countOf(orders, eq(orders.userId, user.id)), 1);
    const [order] = await app.db.select().from(orders).where(eq(orders.userId, user.id));
    assert.equal(await countOf(payments, eq(payments.orderId, order!.id)), 1);
  });

  it('makes exactly one order and one charge from 20 parallel checkouts of one cart with different keys', async () => {
    await addToCart(me, react);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(me, { card: card(CARDS.ok) })));
    assert.equal(answers.filter((a) => a.statusCode === 201).length, 1);
    assert.ok(
      answers
        .filter((a) => a.statusCode !== 201)
        .every((a) => a.json().message === CHECKOUT_TEXTS.nothingToBuy),
    );
    assert.equal(await countOf(orders, eq(orders.userId, user.id)), 1);
  });

  it('refuses a price, a total or a status in the body', async () => {
    await addToCart(me, react);
    for (const extra of [{ price: 1 }, { Price: 1 }, { total: 0 }, { PaymentStatut: 3 }]) {
      const res = await pay(me, { card: card(CARDS.ok), ...extra });
      assert.equal(res.statusCode, 400, JSON.stringify(extra));
    }
    assert.equal(await countOf(orders, eq(orders.userId, user.id)), 0);
  });

  it('refuses an empty cart, and a course bought since it was added', async () => {
    const empty = await pay(me, { card: card(CARDS.ok) });
    assert.equal(empty.statusCode, 409);
    assert.equal(empty.json().message, CHECKOUT_TEXTS.nothingToBuy);
  });

  it('buys a plan: an active subscription that opens every paid course, cancellable at period end', async () => {
    const res = await pay(me, { planId, card: card(CARDS.ok) });
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json<CheckoutResult>().Order;
    assert.deepEqual(order.Abonnement, { Name: 'Plus Monthly', Price: 2999, Duration: 30 });
    const access = await call(me, 'GET', `/api/enrollments/subscription-access/${react.id}`);
    assert.equal(access.json().hasActiveSubscription, true);
    assert.equal((await call(me, 'GET', `/api/enrollments/check-access/${react.id}`)).json().hasAccess, true);
    const [subscription] = (await call(me, 'GET', '/api/subscriptions/my')).json<{
      subscriptions: Subscription[];
    }>().subscriptions;
    assert.equal(subscription?.Status, 1);
    assert.equal(subscription?.Forfait.Username, 'Plus Monthly');
    const cancelled = await call(me, 'POST', `/api/subscriptions/${subscription!.Id}/cancel`);
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json<Subscription>().IsActive, true, 'access runs to the end of the period');
    assert.ok(cancelled.json<Subscription>().CancelledAt);
    assert.equal((await call(me, 'POST', `/api/subscriptions/${subscription!.Id}/cancel`)).statusCode, 409);
  });

  it('answers 404 for another user’s order, transaction and subscription', async () => {
    await addToCart(me, node);
    const { Order: order } = (await pay(me, { card: card(CARDS.pending) })).json<CheckoutResult>();
    const stranger = await createUser(app.db);
    const them = await signIn(app, stranger.email, stranger.password);
    assert.equal((await call(them, 'GET', `/api/orders/${order.Id}`)).statusCode, 404);
    assert.equal((await call(them, 'POST', `/api/orders/${order.Id}/pay`, {}, randomUUID())).statusCode, 404);
    assert.equal((await call(them, 'PUT', `/api/orders/${order.Id}`, { BillingName: 'X' })).statusCode, 404);
    assert.equal((await call(them, 'PUT', `/api/orders/${order.Id}/cancel`)).statusCode, 404);
    assert.equal((await call(them, 'GET', `/api/orders/transaction/${order.TransactionId}`)).statusCode, 404);
  });

  it('lets the buyer change only the billing name and address of an order', async () => {
    await addToCart(me, node);
    const { Order: order } = (await pay(me, { card: card(CARDS.ok) })).json<CheckoutResult>();
    const res = await call(me, 'PUT', `/api/orders/${order.Id}`, {
      BillingName: 'Alex J.',
      BillingAddress: '1 Main St',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<Order>().BillingName, 'Alex J.');
    for (const body of [{ Price: 0 }, { PaymentStatut: 3 }, {}]) {
      assert.equal(
        (await call(me, 'PUT', `/api/orders/${order.Id}`, body)).statusCode,
        400,
        JSON.stringify(body),
      );
    }
  });
});
