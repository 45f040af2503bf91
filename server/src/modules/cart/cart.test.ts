import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CART_TEXTS, COUPON_TEXTS, type Cart } from '@portal/shared-api/contract/cart';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createCoupon } from './factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const DAY = 86_400_000;

describe('cart API', () => {
  let app: FastifyInstance;
  let me: TestSession;
  let other: TestSession;
  let react: TestCourse;
  let node: TestCourse;
  let free: TestCourse;
  let owned: TestCourse;
  let hidden: TestCourse;

  const call = (
    session: TestSession,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const add = (session: TestSession, body: object) => call(session, 'POST', '/api/cart/items', body);
  const coupon = (code: string) => call(me, 'PUT', '/api/cart/coupon', { code });

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    const user = await createUser(app.db);
    const stranger = await createUser(app.db);
    react = await createCourse(app.db, { instructorId: instructor.id, title: 'React', priceCents: 8999 });
    node = await createCourse(app.db, { instructorId: instructor.id, title: 'Node', priceCents: 2000 });
    free = await createCourse(app.db, { instructorId: instructor.id, priceCents: 0 });
    owned = await createCourse(app.db, { instructorId: instructor.id, priceCents: 3000 });
    hidden = await createCourse(app.db, { instructorId: instructor.id, published: false });
    await createOrder(app.db, user, { courses: [owned] });
    await createCoupon(app.db, { code: 'TEN', percentOff: 10 });
    await createCoupon(app.db, { code: 'FIVER', percentOff: null, amountOffCents: 500, minOrderCents: 5000 });
    await createCoupon(app.db, { code: 'OLD', validUntil: new Date(Date.now() - DAY) });
    await createCoupon(app.db, { code: 'SOON', validFrom: new Date(Date.now() + DAY) });
    const used = await createCoupon(app.db, { code: 'ONCE', maxRedemptions: 1 });
    await createOrder(app.db, stranger, { courses: [node], coupon: used });
    me = await signIn(app, user.email, user.password);
    other = await signIn(app, stranger.email, stranger.password);
  });
  after(async () => {
    await app.close();
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: (await anonymous(app)).headers,
    });
    assert.equal(res.statusCode, 401);
  });

  it('adds courses once, and totals them from catalogue prices', async () => {
    assert.equal((await add(me, { courseId: react.id })).statusCode, 200);
    assert.equal((await add(me, { courseId: react.id })).statusCode, 200, 'a second add is not an error');
    const cart = (await add(me, { courseId: node.id })).json<Cart>();
    assert.deepEqual(
      cart.Items.map((i) => [i.Title, i.Price]),
      [
        ['React', 8999],
        ['Node', 2000],
      ],
    );
    assert.equal(cart.Count, 2);
    assert.equal(cart.Subtotal, 10999);
    assert.equal(cart.Total, 10999);
  });

  it('refuses a price, a quantity or any other field in the body', async () => {
    for (const body of [
      { courseId: react.id, price: 1 },
      { courseId: react.id, Price: 1 },
      { courseId: react.id, quantity: -1 },
      { courseId: react.id, quantity: 1.5 },
    ]) {
      const res = await add(me, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
    }
    const cart = (await call(me, 'GET', '/api/cart')).json<Cart>();
    assert.equal(cart.Subtotal, 10999, 'nothing changed');
  });

  it('refuses an owned course, a free course, and a hidden or unknown one', async () => {
    const ownedRes = await add(me, { courseId: owned.id });
    assert.equal(ownedRes.statusCode, 409);
    assert.equal(ownedRes.json().message, CART_TEXTS.alreadyOwned);
    assert.equal((await add(me, { courseId: free.id })).json().message, CART_TEXTS.freeCourse);
    assert.equal((await add(me, { courseId: hidden.id })).statusCode, 404);
    assert.equal((await add(me, { courseId: 'not-a-uuid' })).statusCode, 404);
  });

  it('applies a percentage coupon to the subtotal, case-insensitively', async () => {
    const res = await coupon(' ten ');
    assert.equal(res.statusCode, 200, res.body);
    const cart = res.json<Cart>();
    assert.equal(cart.Coupon?.Code, 'TEN');
    assert.equal(cart.Discount, 1100);
    assert.equal(cart.Total, 10999 - 1100);
  });

  it('refuses unknown, expired, future, exhausted and too-small coupons with a clear message', async () => {
    const cases: [string, string][] = [
      ['NOPE', COUPON_TEXTS.unknown],
      ['OLD', COUPON_TEXTS.expired],
      ['SOON', COUPON_TEXTS.notStarted],
      ['ONCE', COUPON_TEXTS.exhausted],
    ];
    for (const [code, message] of cases) {
      const res = await coupon(code);
      assert.equal(res.statusCode, 422, code);
      assert.equal(res.json().message, message);
    }
    await call(me, 'DELETE', `/api/cart/items/${react.id}`);
    const small = await coupon('FIVER');
    assert.equal(small.statusCode, 422);
    assert.equal(small.json().message, COUPON_TEXTS.minimum(5000));
  });

  it('keeps a coupon that stops applying visible as an error, without discounting', async () => {
    await add(me, { courseId: react.id });
    assert.equal((await coupon('FIVER')).json<Cart>().Discount, 500);
    const cart = (await call(me, 'DELETE', `/api/cart/items/${react.id}`)).json<Cart>();
    assert.equal(cart.Discount, 0);
    assert.equal(cart.Coupon, null);
    assert.equal(cart.CouponError, COUPON_TEXTS.minimum(5000));
    assert.equal((await call(me, 'DELETE', '/api/cart/coupon')).json<Cart>().CouponError, null);
  });

  it('keeps each user’s cart to themselves', async () => {
    const theirs = (await call(other, 'GET', '/api/cart')).json<Cart>();
    assert.equal(theirs.Count, 0);
    await call(other, 'DELETE', `/api/cart/items/${node.id}`);
    assert.equal((await call(me, 'GET', '/api/cart')).json<Cart>().Count, 1, 'their removal is theirs');
  });
});
