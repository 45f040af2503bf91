import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COUPON_TEXTS } from '@portal/shared-api/contract/cart';
import { orders } from '../orders/tables.ts';
import { createCourse } from '../catalog/factory.ts';
import { createCoupon } from '../cart/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';
import { testEngine } from '../../testing/database.ts';

const LIMIT = 3;
const BUYERS = 20;
const card = { name: 'Alex Johnson', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

// PGlite has one connection, so checkouts never overlap there: the race exists on PostgreSQL only.
describe('a coupon’s usage limit under parallel checkouts', { skip: testEngine !== 'postgres' }, () => {
  let app: FastifyInstance;
  let buyers: SignedInUser[];
  let couponId: string;

  before(async () => {
    app = await createTestApp();
    const instructor = await signedInUser(app, { role: 'instructor' });
    const course = await createCourse(app.db, { instructorId: instructor.user.id, priceCents: 5000 });
    const coupon = await createCoupon(app.db, { code: 'ONLYTHREE', maxRedemptions: LIMIT });
    couponId = coupon.id;
    buyers = await Promise.all(Array.from({ length: BUYERS }, () => signedInUser(app)));
    for (const { session } of buyers) {
      const headers = session.headers;
      await app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { courseId: course.id } });
      const applied = await app.inject({
        method: 'PUT',
        url: '/api/cart/coupon',
        headers,
        payload: { code: 'ONLYTHREE' },
      });
      assert.equal(applied.statusCode, 200, applied.body);
    }
  });
  after(async () => {
    await app.close();
  });

  it('redeems a coupon limited to 3 exactly 3 times when 20 buyers check out at once', async () => {
    const answers = await Promise.all(
      buyers.map(({ session }) =>
        app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...session.headers, 'idempotency-key': randomUUID() },
          payload: { card },
        }),
      ),
    );
    const [redeemed] = await app.db.select({ n: count() }).from(orders).where(eq(orders.couponId, couponId));
    assert.equal(redeemed!.n, LIMIT);
    assert.equal(answers.filter((res) => res.statusCode === 201).length, LIMIT);
    // The others are told why, and nobody is charged more than the basket showed.
    const refused = answers.filter((res) => res.statusCode !== 201);
    assert.deepEqual(
      new Set(refused.map((res) => `${res.statusCode} ${res.json<{ message: string }>().message}`)),
      new Set([`422 ${COUPON_TEXTS.exhausted}`]),
    );
    assert.equal((await app.db.select({ n: count() }).from(orders))[0]!.n, LIMIT);
  });
});
