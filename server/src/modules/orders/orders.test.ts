import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ORDER_TEXTS, type Order, type OrderList } from '@portal/shared-api/contract/orders';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createCoupon } from '../cart/factory.ts';
import { createOrder, type TestOrder } from './factory.ts';
import { createPlan } from '../subscriptions/factory.ts';
import { createUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('orders API', () => {
  let app: FastifyInstance;
  let buyer: TestSession;
  let stranger: TestSession;
  /** The buyer's 12 orders, newest first: pending, failed, cancelled, then successful ones. */
  let placed: TestOrder[];
  let react: TestCourse;
  let node: TestCourse;

  const get = (session: TestSession | null, url: string) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const listPage = async (session: TestSession, query: string) => {
    const res = await get(session, `/api/orders/user?${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<OrderList>();
  };
  const cancel = (session: TestSession, id: string) =>
    app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers: session.headers });

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    const user = await createUser(app.db);
    const other = await createUser(app.db);
    react = await createCourse(app.db, { instructorId: instructor.id, title: 'React', priceCents: 8999 });
    node = await createCourse(app.db, { instructorId: instructor.id, title: 'Node.js', priceCents: 7999 });
    const annual = await createPlan(app.db, { name: 'Premium Annual', priceCents: 19999, durationDays: 365 });
    const welcome = await createCoupon(app.db, {
      code: 'WELCOME10',
      description: '10% off your first order',
      percentOff: 10,
    });
    placed = [
      await createOrder(app.db, user, { courses: [react], status: 'pending', createdAt: daysAgo(1) }),
      await createOrder(app.db, user, { courses: [node], status: 'failed', createdAt: daysAgo(2) }),
      await createOrder(app.db, user, { courses: [react], status: 'cancelled', createdAt: daysAgo(3) }),
      await createOrder(app.db, user, { plan: annual, createdAt: daysAgo(4) }),
      await createOrder(app.db, user, { courses: [react, node], coupon: welcome, createdAt: daysAgo(5) }),
    ];
    for (let day = 6; day <= 12; day += 1)
      placed.push(await createOrder(app.db, user, { courses: [node], createdAt: daysAgo(day) }));
    await createOrder(app.db, other, { courses: [react], createdAt: daysAgo(0.5) });
    buyer = await signIn(app, user.email, user.password);
    stranger = await signIn(app, other.email, other.password);
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    assert.equal((await get(null, '/api/orders/user?page=1&limit=10')).statusCode, 401);
    assert.equal((await get(null, '/api/orders/00000000-0000-4000-8000-000000000000')).statusCode, 401);
  });

  it('lists only the user’s own orders, newest first, 10 a page, with the total', async () => {
    const first = await listPage(buyer, 'page=1&limit=10');
    assert.equal(first.total, 12);
    assert.equal(first.orders.length, 10);
    const second = await listPage(buyer, 'page=2&limit=10');
    assert.equal(second.total, 12);
    assert.deepEqual(
      [...first.orders, ...second.orders].map((order) => order.Id),
      placed.map((order) => order.id),
    );
    assert.equal((await listPage(buyer, 'page=3&limit=10')).orders.length, 0);
  });

  it('answers each order with its courses, subscription, coupon and payment code', async () => {
    const { orders } = await listPage(buyer, 'page=1');
    assert.deepEqual(
      orders.slice(0, 4).map((order) => order.PaymentStatut),
      [4, 2, 1, 3],
    );
    assert.equal(orders[0]!.TransactionId, null, 'a pending order has no transaction yet');
    const withCoupon = orders[4]!;
    assert.deepEqual(
      withCoupon.Courses.map(({ Title, Slug, Price }) => ({ Title, Slug, Price })),
      [
        { Title: 'Node.js', Slug: node.slug, Price: 7999 },
        { Title: 'React', Slug: react.slug, Price: 8999 },
      ],
    );
    assert.deepEqual(withCoupon.Coupon, {
      Code: 'WELCOME10',
      Description: '10% off your first order',
      Discount: 1700,
    });
    assert.equal(withCoupon.Price, 8999 + 7999 - 1700);
    assert.equal(withCoupon.Qte, 2);
    const annual = orders[3]!;
    assert.deepEqual(annual.Abonnement, { Name: 'Premium Annual', Price: 19999, Duration: 365 });
    assert.deepEqual(annual.Courses, []);
    assert.equal(annual.Coupon, null);
  });

  it('defaults to the first page of 10 and treats a limit above 50 as 50', async () => {
    assert.equal((await listPage(buyer, '')).orders.length, 10);
    assert.equal((await listPage(buyer, 'limit=500')).orders.length, 12);
  });

  it('refuses a bad page, a bad limit and unknown query fields with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'limit=0', 'page=1&sort=price']) {
      const res = await get(buyer, `/api/orders/user?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(typeof res.json().message, 'string');
    }
  });

  it('reads one of the user’s own orders by id, as the list shows it', async () => {
    const { orders } = await listPage(buyer, 'page=1');
    const res = await get(buyer, `/api/orders/${placed[4]!.id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json<Order>(), orders[4]);
  });

  it('answers 404 for another user’s order, an unknown id and a malformed id', async () => {
    for (const id of [placed[0]!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(stranger, `/api/orders/${id}`);
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json().message, ORDER_TEXTS.notFound);
    }
  });

  it('cancels the user’s pending order once, and refuses other orders', async () => {
    const [pending, failed, , paid] = placed;
    assert.equal((await cancel(stranger, pending!.id)).statusCode, 404);
    assert.equal((await cancel(buyer, paid!.id)).statusCode, 409);
    assert.equal((await cancel(buyer, failed!.id)).statusCode, 409);
    const res = await cancel(buyer, pending!.id);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<Order>().PaymentStatut, 1);
    const again = await cancel(buyer, pending!.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, ORDER_TEXTS.cancelNotAllowed);
  });

  it('refuses a cancel without the CSRF header with 403, and signed out with 401', async () => {
    const url = `/api/orders/${placed[0]!.id}/cancel`;
    const res = await app.inject({ method: 'PUT', url, headers: { cookie: buyer.headers.cookie } });
    assert.equal(res.statusCode, 403);
    const signedOut = await anonymous(app);
    assert.equal((await app.inject({ method: 'PUT', url, headers: signedOut.headers })).statusCode, 401);
  });

  it('lists nothing for a user without orders', async () => {
    const newcomer = await createUser(app.db);
    const session = await signIn(app, newcomer.email, newcomer.password);
    assert.deepEqual(await listPage(session, 'page=1'), { orders: [], total: 0 });
  });
});
