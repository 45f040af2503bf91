import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ORDER_TEXTS, type Order, type OrderList } from '@portal/shared-api/contract';
import { anonymous, createTestApp, demo, signIn, type TestSession } from './helpers.ts';

describe('orders API', () => {
  let app: FastifyInstance;
  let student: TestSession;
  let student2: TestSession;

  const get = (session: TestSession | null, url: string) =>
    app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const listPage = async (session: TestSession, query: string) => {
    const res = await get(session, `/api/orders/user?${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<OrderList>();
  };

  before(async () => {
    app = await createTestApp({ seed: true });
    student = await signIn(app, demo.student.email, demo.student.password);
    student2 = await signIn(app, demo.student2.email, demo.student2.password);
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    assert.equal((await get(null, '/api/orders/user?page=1&limit=10')).statusCode, 401);
    assert.equal((await get(null, '/api/orders/00000000-0000-4000-8000-000000000000')).statusCode, 401);
  });

  it('lists the student’s orders newest first, 10 a page, with the total', async () => {
    const first = await listPage(student, 'page=1&limit=10');
    assert.equal(first.total, 12);
    assert.equal(first.orders.length, 10);
    const second = await listPage(student, 'page=2&limit=10');
    assert.equal(second.orders.length, 2);
    const dates = [...first.orders, ...second.orders].map((order) => new Date(order.CreatedAt).getTime());
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const ids = new Set([...first.orders, ...second.orders].map((order) => order.Id));
    assert.equal(ids.size, 12);
  });

  it('answers each order with its courses, subscription, coupon and payment code', async () => {
    const { orders } = await listPage(student, 'page=1');
    assert.equal(orders[0]!.PaymentStatut, 4);
    const withCoupon = orders.find((order) => order.Coupon !== null)!;
    assert.equal(withCoupon.Courses.length, 2);
    assert.equal(withCoupon.Coupon!.Code, 'WELCOME10');
    const subtotal = withCoupon.Courses.reduce((sum, course) => sum + course.Price, 0);
    assert.equal(withCoupon.Price, subtotal - withCoupon.Coupon!.Discount);
    assert.ok(
      withCoupon.Courses.every((course) => typeof course.Slug === 'string' && Number.isInteger(course.Price)),
    );
    const annual = orders.find((order) => order.Abonnement?.Name === 'Premium Annual')!;
    assert.deepEqual(annual.Abonnement, { Name: 'Premium Annual', Price: 19999, Duration: 365 });
  });

  it('defaults to the first page of 10 and treats a limit above 50 as 50', async () => {
    assert.equal((await listPage(student, '')).orders.length, 10);
    assert.equal((await listPage(student, 'limit=500')).orders.length, 12);
  });

  it('refuses a bad page, a bad limit and unknown query fields with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'limit=0', 'page=1&sort=price']) {
      const res = await get(student, `/api/orders/user?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(typeof res.json().message, 'string');
    }
  });

  it('reads one of the user’s own orders by id', async () => {
    const { orders } = await listPage(student, 'page=1');
    const res = await get(student, `/api/orders/${orders[3]!.Id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json<Order>(), orders[3]);
  });

  it('answers 404 for another user’s order, an unknown id and a malformed id', async () => {
    const { orders } = await listPage(student, 'page=1');
    for (const id of [orders[0]!.Id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(student2, `/api/orders/${id}`);
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json().message, ORDER_TEXTS.notFound);
    }
  });

  it('cancels the user’s pending order once, and refuses other orders', async () => {
    const { orders } = await listPage(student, 'page=1');
    const pending = orders.find((order) => order.PaymentStatut === 4)!;
    const paid = orders.find((order) => order.PaymentStatut === 3)!;
    const cancel = (session: TestSession, id: string) =>
      app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers: session.headers });

    assert.equal((await cancel(student2, pending.Id)).statusCode, 404);
    assert.equal((await cancel(student, paid.Id)).statusCode, 409);
    const res = await cancel(student, pending.Id);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<Order>().PaymentStatut, 1);
    assert.equal((await cancel(student, pending.Id)).statusCode, 409);
  });

  it('refuses a cancel without the CSRF header with 403', async () => {
    const { orders } = await listPage(student, 'page=1');
    const { cookie } = student.headers;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/orders/${orders[0]!.Id}/cancel`,
      headers: { cookie },
    });
    assert.equal(res.statusCode, 403);
    const signedOut = await anonymous(app);
    assert.equal(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/orders/${orders[0]!.Id}/cancel`,
          headers: signedOut.headers,
        })
      ).statusCode,
      401,
    );
  });
});
