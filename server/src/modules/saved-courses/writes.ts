// Saved courses' writes (docs/product/saved-courses.md#api): clear, price alerts, and moving items to the
// server cart (the cart's own rules apply: an owned or free course stays saved, with the reason).
import { and, eq, inArray } from 'drizzle-orm';
import { SAVED_COURSES_TEXTS, type MoveToCartAnswer } from '@portal/shared-api/contract/saved-courses';
import type { Deps } from '../../core/deps.ts';
import { savedCourses } from './tables.ts';
import { HttpError, httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { addToCart } from '../cart/index.ts';

/** DELETE /wishlists/clear: how many items went. */
export async function clearSavedCourses(deps: Deps, userId: string): Promise<number> {
  const removed = await deps.db
    .delete(savedCourses)
    .where(eq(savedCourses.userId, userId))
    .returning({ id: savedCourses.id });
  return removed.length;
}

/** PUT /wishlists/{itemId}/price-alert: stored; a price drop then notifies (trigger, migration 0006). */
export async function setPriceAlert(deps: Deps, userId: string, itemId: string, enabled: boolean) {
  if (!isUuid(itemId)) throw httpError(404, SAVED_COURSES_TEXTS.itemNotFound);
  const updated = await deps.db
    .update(savedCourses)
    .set({ priceAlert: enabled })
    .where(and(eq(savedCourses.id, itemId), eq(savedCourses.userId, userId)))
    .returning({ id: savedCourses.id, priceAlert: savedCourses.priceAlert });
  if (!updated[0]) throw httpError(404, SAVED_COURSES_TEXTS.itemNotFound);
  return { Id: updated[0].id, PriceAlert: updated[0].priceAlert };
}

/** POST /wishlists/move-to-cart and /wishlists/{itemId}/move-to-cart: each course the cart accepts moves. */
export async function moveToCart(deps: Deps, userId: string, itemIds?: string[]): Promise<MoveToCartAnswer> {
  const ids = itemIds?.filter(isUuid);
  if (itemIds && ids!.length === 0) throw httpError(404, SAVED_COURSES_TEXTS.itemNotFound);
  const items = await deps.db
    .select({ id: savedCourses.id, courseId: savedCourses.courseId })
    .from(savedCourses)
    .where(and(eq(savedCourses.userId, userId), ids ? inArray(savedCourses.id, ids) : undefined));
  if (itemIds && items.length === 0) throw httpError(404, SAVED_COURSES_TEXTS.itemNotFound);
  const answer: MoveToCartAnswer = { moved: [], skipped: [] };
  for (const item of items) {
    try {
      await addToCart(deps, userId, item.courseId);
      await deps.db.delete(savedCourses).where(eq(savedCourses.id, item.id));
      answer.moved.push(item.courseId);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      answer.skipped.push({ courseId: item.courseId, reason: error.message });
    }
  }
  return answer;
}
