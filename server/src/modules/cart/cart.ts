// The basket, on the server per user (docs/product/cart-and-checkout.md#basket: the specification kept it in
// the browser; ours follows the user across devices). Prices and totals are read from the catalogue at every
// answer; a request never sets them. A `carts` row holds the applied coupon and is the row checkout locks.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CART_TEXTS, COUPON_TEXTS, type Cart } from '@portal/shared-api/contract/cart';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { cartItems, carts, coupons } from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { httpError } from '../../core/errors.ts';
import { cardColumns, joinCards, toCard } from '../catalog/index.ts';
import { checkCoupon, findCouponByCode, redemptionsOf, type CouponRow } from './coupons.ts';
import { findOpenCourse, hasBought, isOpenCourse } from '../course-access/index.ts';

export type PricedCart = Cart & { coupon: CouponRow | null; courseIds: string[] };

async function couponOfCart(db: Db | Tx, userId: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!row?.couponId) return null;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, row.couponId)).limit(1);
  return coupon ?? null;
}

/** The user's basket priced now: visible courses only, the coupon re-checked against today's subtotal. */
export async function priceCart(deps: Deps, userId: string, db: Db | Tx = deps.db): Promise<PricedCart> {
  const now = deps.clock.now();
  const rows = await joinCards(
    (db as Db)
      .select({ ...cardColumns, addedAt: cartItems.createdAt })
      .from(courses)
      .innerJoin(cartItems, eq(cartItems.courseId, courses.id))
      .$dynamic(),
  )
    .where(and(eq(cartItems.userId, userId), isOpenCourse))
    .orderBy(asc(cartItems.createdAt), asc(courses.id));
  const items = rows.map((row) => {
    const card = toCard(row, now);
    return {
      Id: card.Id,
      Slug: card.Slug,
      Title: card.Title,
      CoverImage: card.CoverImage,
      CreatedBy: card.CreatedBy,
      Price: card.Price,
      OriginalPrice: card.OriginalPrice,
      AddedAt: row.addedAt.toISOString(),
    };
  });
  const subtotal = items.reduce((sum, item) => sum + item.Price, 0);
  const coupon = await couponOfCart(db, userId);
  const check = coupon
    ? checkCoupon(coupon, subtotal, now, await redemptionsOf(db as Db, coupon.id))
    : { discount: 0, refusal: null };
  return {
    Items: items,
    Coupon:
      coupon && check.refusal === null
        ? { Code: coupon.code, Description: coupon.description, Discount: check.discount }
        : null,
    CouponError: coupon && items.length > 0 ? check.refusal : null,
    Subtotal: subtotal,
    Discount: check.discount,
    Total: subtotal - check.discount,
    Count: items.length,
    coupon: check.refusal === null ? coupon : null,
    courseIds: items.map((item) => item.Id),
  };
}

export async function getCart(deps: Deps, userId: string): Promise<Cart> {
  const { coupon: _coupon, courseIds: _ids, ...cart } = await priceCart(deps, userId);
  return cart;
}

async function ensureCart(db: Db, userId: string) {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
}

/** Adds a paid course the user cannot follow yet; adding it twice changes nothing. */
export async function addToCart(deps: Deps, userId: string, courseId: string): Promise<Cart> {
  const course = await findOpenCourse(deps.db, courseId);
  if (course.createdById === userId) throw httpError(409, CART_TEXTS.ownCourse);
  if (course.priceCents === 0) throw httpError(409, CART_TEXTS.freeCourse);
  // Owned means bought: a subscriber may still buy a course to keep it after the plan ends.
  if (await hasBought(deps.db, userId, course.id)) throw httpError(409, CART_TEXTS.alreadyOwned);
  await ensureCart(deps.db, userId);
  await deps.db
    .insert(cartItems)
    .values({ userId, courseId: course.id, createdAt: deps.clock.now() })
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.courseId] });
  return getCart(deps, userId);
}

/** Removing a course that is not in the cart is not an error: the cart is what the user asked for. */
export async function removeFromCart(deps: Deps, userId: string, courseId: string): Promise<Cart> {
  await deps.db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)));
  return getCart(deps, userId);
}

/** Applies a coupon to the cart when it applies to today's subtotal; otherwise a 422 saying why. */
export async function applyCoupon(deps: Deps, userId: string, code: string): Promise<Cart> {
  const coupon = await findCouponByCode(deps.db, code);
  if (!coupon) throw httpError(422, COUPON_TEXTS.unknown);
  const cart = await priceCart(deps, userId);
  const check = checkCoupon(coupon, cart.Subtotal, deps.clock.now(), await redemptionsOf(deps.db, coupon.id));
  if (check.refusal) throw httpError(422, check.refusal);
  await deps.db
    .insert(carts)
    .values({ userId, couponId: coupon.id })
    .onConflictDoUpdate({ target: carts.userId, set: { couponId: coupon.id, updatedAt: deps.clock.now() } });
  return getCart(deps, userId);
}

export async function removeCoupon(deps: Deps, userId: string): Promise<Cart> {
  await deps.db.update(carts).set({ couponId: null }).where(eq(carts.userId, userId));
  return getCart(deps, userId);
}

/** After a payment: the bought courses leave the cart, and the coupon with them when it was used. */
export async function clearBought(tx: Tx, userId: string, courseIds: string[], couponUsed: boolean) {
  if (courseIds.length > 0)
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, courseIds)));
  if (couponUsed) await tx.update(carts).set({ couponId: null }).where(eq(carts.userId, userId));
}
