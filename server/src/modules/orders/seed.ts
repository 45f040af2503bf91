// Commerce: plans and coupons, then each person's orders (with invoices and subscriptions), wishlist,
// cart and course collections.
import { randomBytes } from 'node:crypto';
import { cartItems, carts, coupons } from '../cart/tables.ts';
import { savedCourseCollectionItems, savedCourseCollections, savedCourses } from '../saved-courses/tables.ts';
import { subscriptionPlans } from '../subscriptions/tables.ts';
import { courseOf, type Catalog } from '../../seed/context.ts';
import { perPerson, type People } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { daysAgo, daysFromNow } from '../../seed/time.ts';
import { CARTS, COLLECTIONS, COUPONS, ORDERS, PLANS, SAVED_COURSES, type PlanSlug } from './seed-data.ts';
import { seedOrders, type Offers, type SeededPlan } from './seed-orders.ts';

async function seedOffers(ctx: SeedContext): Promise<Offers> {
  const planRows = await ctx.tx
    .insert(subscriptionPlans)
    .values(PLANS)
    .returning({ id: subscriptionPlans.id });
  const couponRows = await ctx.tx
    .insert(coupons)
    .values(
      COUPONS.map(({ validFromDaysAgo, validUntilDaysAgo, ...coupon }) => ({
        ...coupon,
        validFrom: daysAgo(ctx.now, validFromDaysAgo),
        // daysAgo never answers a future date: a coupon still running ends ahead.
        validUntil:
          validUntilDaysAgo < 0
            ? daysFromNow(ctx.now, -validUntilDaysAgo)
            : daysAgo(ctx.now, validUntilDaysAgo),
      })),
    )
    .returning();
  const plans = {} as Record<PlanSlug, SeededPlan>;
  for (const [i, plan] of PLANS.entries()) plans[plan.slug] = { ...plan, id: planRows[i]!.id };
  return { plans, coupons: Object.fromEntries(couponRows.map((row) => [row.code, row])) };
}

export async function seedCommerce(
  ctx: SeedContext,
  { people, catalog }: { people: People; catalog: Catalog },
) {
  const offers = await seedOffers(ctx);
  for (const [person, plans] of perPerson(people, ORDERS)) {
    await seedOrders(ctx, person.id, catalog, offers, plans);
  }
  for (const [person, plan] of perPerson(people, SAVED_COURSES)) {
    await ctx.tx.insert(savedCourses).values(
      plan.map(([slug, days, priceAlert]) => ({
        userId: person.id,
        courseId: courseOf(catalog, slug).id,
        priceAlert,
        createdAt: daysAgo(ctx.now, days, 12),
      })),
    );
  }
  for (const [person, slugs] of perPerson(people, CARTS)) {
    await ctx.tx.insert(carts).values({ userId: person.id, updatedAt: daysAgo(ctx.now, 1) });
    await ctx.tx.insert(cartItems).values(
      slugs.map((slug) => ({
        userId: person.id,
        courseId: courseOf(catalog, slug).id,
        createdAt: daysAgo(ctx.now, 1),
      })),
    );
  }
  for (const [person, plan] of perPerson(people, COLLECTIONS)) {
    for (const [i, [name, description, isPublic, slugs]] of plan.entries()) {
      const [row] = await ctx.tx
        .insert(savedCourseCollections)
        .values({
          userId: person.id,
          name,
          description,
          isPublic,
          // A public demo collection is already shared, so its link shows on the page.
          shareToken: isPublic ? randomBytes(18).toString('base64url') : null,
          createdAt: daysAgo(ctx.now, 20 - i * 5),
        })
        .returning({ id: savedCourseCollections.id });
      await ctx.tx.insert(savedCourseCollectionItems).values(
        slugs.map((slug) => ({
          collectionId: row!.id,
          courseId: courseOf(catalog, slug).id,
          addedAt: daysAgo(ctx.now, 15 - i * 5),
        })),
      );
    }
  }
}
