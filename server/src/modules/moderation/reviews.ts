// Moderating reviews, which appear publicly only once approved (docs/product/moderation.md#review-decisions),
// administrators only (the routes say so): the waiting queue, oldest first; approve; reject with a reason.
// Each decision is stamped with who and when, and the author is told through their notifications. The
// moderation queue page is authoring's.
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { REVIEW_TEXTS, type Review } from '@portal/shared-api/contract/reviews';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { reviews } from '../reviews/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { findReview, pageReviews, reviewNotFound } from '../reviews/index.ts';
import { fileNotification } from '../notifications/index.ts';
import { recordActions } from './actions.ts';
import { type Caller } from '../../core/caller.ts';

const waiting = and(eq(reviews.isApproved, false), isNull(reviews.rejectionReason)) as SQL;

export async function listPendingReviews(
  deps: Deps,
  page: { take?: number; skip?: number },
): Promise<{ ratings: Review[]; countTotal: number }> {
  const { db } = deps;
  const [ratings, [total]] = await Promise.all([
    pageReviews(db, waiting, [asc(reviews.createdAt), asc(reviews.id)], page),
    db.select({ n: count() }).from(reviews).where(waiting),
  ]);
  return { ratings, countTotal: total?.n ?? 0 };
}

const bySlug = (slug: string) => (isUuid(slug) ? eq(reviews.id, slug) : eq(reviews.slug, slug));

async function notifyAuthor(db: Db, review: Review, now: Date, reason: string | null) {
  const approved = reason === null;
  await fileNotification(
    db,
    {
      slug: `review-${approved ? 'approved' : 'rejected'}-${review.Id}-${now.getTime()}`,
      userId: review.UserId,
      title: approved ? 'Your review is published' : 'Your review was not published',
      message: approved
        ? `“${review.Title}” about ${review.Entity.Title} is now public.`
        : `“${review.Title}” about ${review.Entity.Title} was not published: ${reason}`,
      type: approved ? 'success' : 'warning',
      priority: 'medium',
      actionUrl: approved ? (review.Entity.Url ?? '/user/reviews') : `/reviews/edit/${review.Slug}`,
      category: 'social',
    },
    now,
  );
}

/** Approve or reject, with who and when; the author is notified. Approving counts it in the rating. */
export async function moderateReview(
  deps: Deps,
  moderator: Caller,
  slug: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<Review> {
  const reason = decision.approve ? null : decision.reason.trim();
  if (reason === '') throw httpError(400, REVIEW_TEXTS.reasonRequired);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({
        isApproved: decision.approve,
        rejectionReason: reason,
        isFeatured: decision.approve ? undefined : false,
        moderatedAt: now,
        moderatedById: moderator.id,
        // "Updated" is the author's last edit, not the moderator's decision.
        updatedAt: sql`${reviews.updatedAt}`,
      })
      .where(bySlug(slug))
      .returning({ id: reviews.id });
    if (!row) throw reviewNotFound();
    const review = (await findReview(tx, eq(reviews.id, row.id))) as Review;
    await notifyAuthor(tx, review, now, reason);
    await recordActions(
      tx,
      [
        {
          moderatorId: moderator.id,
          action: decision.approve ? 'approve_review' : 'reject_review',
          reviewId: row.id,
          note: reason ?? '',
        },
      ],
      now,
    );
    return review;
  });
}
