// Reviews as the author reads them (docs/product/reviews.md#my-reviews): each with what it is about (the
// course, the instructor or the lesson, with where it is shown), its moderation status, and the author's
// figures. Only the caller's own: someone else's review, or a userId naming someone else, is a 404.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REVIEW_TEXTS,
  type Review,
  type ReviewList,
  type ReviewListQuery,
} from '@portal/shared-api/contract/reviews';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { courses, lessons, sections } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { reviews } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { type Caller } from '../../core/caller.ts';
import { displayNameOf } from '../people/index.ts';

export type StoredReview = typeof reviews.$inferSelect;

const instructor = alias(users, 'reviewed_instructor');
const photo = alias(medias, 'reviewed_photo');
const cover = alias(medias, 'reviewed_cover');
const lessonCourse = alias(courses, 'reviewed_lesson_course');

export const reviewNotFound = () => httpError(404, REVIEW_TEXTS.notFound);

/** Pending until approved; a rejection keeps its reason until the author edits the review. */
export function reviewStatus(review: StoredReview): Review['Status'] {
  if (review.isApproved) return 'published';
  return review.rejectionReason ? 'rejected' : 'pending';
}

function selectReviews(db: Db) {
  return db
    .select({
      review: reviews,
      course: { id: courses.id, title: courses.title, slug: courses.slug },
      cover: { subDir: cover.subDir, hashname: cover.hashname },
      instructor: { firstname: instructor.firstname, lastname: instructor.lastname },
      photo: { subDir: photo.subDir, hashname: photo.hashname },
      lesson: {
        title: lessons.title,
        courseId: lessonCourse.id,
        courseSlug: lessonCourse.slug,
        courseTitle: lessonCourse.title,
      },
    })
    .from(reviews)
    .leftJoin(courses, eq(courses.id, reviews.courseId))
    .leftJoin(cover, eq(cover.id, courses.coverMediaId))
    .leftJoin(instructor, eq(instructor.id, reviews.instructorId))
    .leftJoin(photo, eq(photo.id, instructor.photoMediaId))
    .leftJoin(lessons, eq(lessons.id, reviews.lessonId))
    .leftJoin(sections, eq(sections.id, lessons.sectionId))
    .leftJoin(lessonCourse, eq(lessonCourse.id, sections.courseId));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

function entityOf(row: ReviewRow): Review['Entity'] {
  const { review } = row;
  if (review.entityType === 'course')
    return {
      Title: row.course?.title ?? '',
      Url: row.course ? `/courses/${row.course.slug}` : null,
      Image: row.cover ? mediaUrl(row.cover) : null,
    };
  if (review.entityType === 'instructor')
    return {
      Title: row.instructor ? displayNameOf(row.instructor) : '',
      Url: null,
      Image: row.photo ? mediaUrl(row.photo) : null,
    };
  return {
    Title: row.lesson?.title ?? '',
    Url: row.lesson?.courseSlug ? `/user/courses/${row.lesson.courseSlug}/read/${review.lessonId}` : null,
    Image: null,
  };
}

/** The course a review is about: the course itself, or the lesson's (My Reviews filters by it). */
function courseOf(row: ReviewRow): Review['Course'] {
  if (row.review.entityType === 'course' && row.course) return { Id: row.course.id, Title: row.course.title };
  if (row.review.entityType === 'content' && row.lesson?.courseId)
    return { Id: row.lesson.courseId, Title: row.lesson.courseTitle ?? '' };
  return null;
}

export function toReview(row: ReviewRow): Review {
  const { review } = row;
  return {
    Id: review.id,
    Slug: review.slug,
    EntityType: review.entityType,
    EntityId: (review.courseId ?? review.instructorId ?? review.lessonId) as string,
    UserId: review.userId,
    Score: review.score,
    Title: review.title,
    Review: review.review,
    IsApproved: review.isApproved,
    IsFeatured: review.isFeatured,
    IsVerified: review.isVerified,
    HelpfulCount: review.helpfulCount,
    Status: reviewStatus(review),
    RejectionReason: review.rejectionReason,
    CreatedAt: review.createdAt.toISOString(),
    UpdatedAt: review.updatedAt.toISOString(),
    Entity: entityOf(row),
    Course: courseOf(row),
  };
}

/** One review as a moderator reads it, whoever wrote it. */
export async function findReview(db: Db, where: SQL | undefined): Promise<Review | null> {
  const [row] = await selectReviews(db).where(where).limit(1);
  return row ? toReview(row) : null;
}

/** One review as its author reads it, by Id or slug; anyone else's is a 404. */
export async function findOwnReview(deps: Deps, caller: Caller, idOrSlug: string): Promise<Review> {
  const key = isUuid(idOrSlug) ? eq(reviews.id, idOrSlug) : eq(reviews.slug, idOrSlug);
  const review = await findReview(deps.db, and(key, eq(reviews.userId, caller.id)));
  if (!review) throw reviewNotFound();
  return review;
}

/** A page of reviews matching `where`, in the given order. */
export async function pageReviews(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { take?: number; skip?: number },
): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.take ?? 50)
    .offset(page.skip ?? 0);
  return rows.map(toReview);
}

const ORDERS: Record<NonNullable<ReviewListQuery['sortBy']>, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.score), desc(reviews.createdAt)],
  lowest: [asc(reviews.score), desc(reviews.createdAt)],
};

async function reviewStats(db: Db, userId: string): Promise<ReviewList['stats']> {
  const [row] = await db
    .select({
      total: count(),
      published: count(sql`case when ${reviews.isApproved} then 1 end`),
      rejected: count(
        sql`case when not ${reviews.isApproved} and ${reviews.rejectionReason} is not null then 1 end`,
      ),
      average: sql<number>`coalesce(avg(${reviews.score}), 0)`.mapWith(Number),
      helpful: sql<number>`coalesce(sum(${reviews.helpfulCount}), 0)`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  const total = row?.total ?? 0;
  const published = row?.published ?? 0;
  const rejected = row?.rejected ?? 0;
  return {
    Total: total,
    Published: published,
    Pending: total - published - rejected,
    Rejected: rejected,
    AverageScore: Math.round((row?.average ?? 0) * 10) / 10,
    HelpfulVotes: row?.helpful ?? 0,
  };
}

/**
 * The caller's reviews (docs/product/reviews.md#api), sorted, `take` from `skip`, with the figures of all of
 * them.
 */
export async function listOwnReviews(
  deps: Deps,
  userId: string,
  query: ReviewListQuery,
): Promise<ReviewList> {
  const { db } = deps;
  const [ratings, stats] = await Promise.all([
    pageReviews(db, eq(reviews.userId, userId), ORDERS[query.sortBy ?? 'newest'], query),
    reviewStats(db, userId),
  ]);
  return { ratings, countTotal: stats.Total, stats };
}
