// Writing reviews (docs/product/reviews.md#review-form-rules): only about a course the caller is enrolled in,
// its creator, or one of its lessons, and once each (the unique indexes say so too). A new or edited review
// is pending until a moderator approves it; the course_ratings trigger (migration 0009) keeps the course's
// rating to approved reviews.
import { randomBytes } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  REVIEW_TEXTS,
  type Review,
  type ReviewCreate,
  type ReviewEntityType,
  type ReviewUpdate,
} from '@portal/shared-api/contract/reviews';
import type { Deps } from '../../core/deps.ts';
import { courses, lessons, sections } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { reviews } from './tables.ts';
import { httpError, isUniqueViolation } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { slugify } from '../../core/slug.ts';
import { afterActivity } from '../achievements/index.ts';
import { findOwnReview, reviewNotFound } from './reviews.ts';
import { type Caller } from '../../core/caller.ts';
import { ownUserId } from '../../core/caller.ts';

type Subject = { courseId: string | null; instructorId: string | null; lessonId: string | null };

/** An enrolment of the caller in a course matching `where`, or the given refusal. */
async function enrolledIn(deps: Deps, caller: Caller, where: SQL, refusal: string) {
  const [row] = await deps.db
    .select({ courseId: courses.id, createdById: courses.createdById })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, caller.id), where))
    .limit(1);
  if (!row) throw httpError(403, refusal);
  return row;
}

/** What the review is about, checked against the caller's enrolments. */
async function reviewableSubject(
  deps: Deps,
  caller: Caller,
  type: ReviewEntityType,
  entityId: string,
): Promise<Subject> {
  const none = { courseId: null, instructorId: null, lessonId: null };
  if (type === 'course') {
    if (!isUuid(entityId)) throw httpError(403, REVIEW_TEXTS.notEnrolled);
    const course = await enrolledIn(deps, caller, eq(courses.id, entityId), REVIEW_TEXTS.notEnrolled);
    if (course.createdById === caller.id) throw httpError(403, REVIEW_TEXTS.ownCourse);
    return { ...none, courseId: course.courseId };
  }
  if (type === 'instructor') {
    if (!isUuid(entityId) || entityId === caller.id) throw httpError(403, REVIEW_TEXTS.notYourInstructor);
    await enrolledIn(deps, caller, eq(courses.createdById, entityId), REVIEW_TEXTS.notYourInstructor);
    return { ...none, instructorId: entityId };
  }
  if (!isUuid(entityId)) throw httpError(403, REVIEW_TEXTS.notYourLesson);
  const [lesson] = await deps.db
    .select({ courseId: sections.courseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(lessons.id, entityId))
    .limit(1);
  if (!lesson) throw httpError(403, REVIEW_TEXTS.notYourLesson);
  await enrolledIn(deps, caller, eq(courses.id, lesson.courseId), REVIEW_TEXTS.notYourLesson);
  return { ...none, lessonId: entityId };
}

/** Title and review are plain text, kept as typed (every page escapes them) and trimmed. */
function texts(body: { Title: string; Review: string }) {
  const title = body.Title.trim();
  const review = body.Review.trim();
  if (!title) throw httpError(400, REVIEW_TEXTS.titleRequired);
  if (!review) throw httpError(400, REVIEW_TEXTS.reviewRequired);
  return { title, review };
}

export async function createReview(deps: Deps, caller: Caller, body: ReviewCreate): Promise<Review> {
  ownUserId(caller, body.UserId, reviewNotFound);
  const subject = await reviewableSubject(deps, caller, body.EntityType, body.EntityId);
  const { title, review } = texts(body);
  const slug = `${slugify(title, 60) || 'review'}-${randomBytes(4).toString('hex')}`;
  try {
    await deps.db.insert(reviews).values({
      slug,
      userId: caller.id,
      entityType: body.EntityType,
      ...subject,
      score: body.Score,
      title,
      review,
      // Only enrolled learners can write one (checked above).
      isVerified: true,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, REVIEW_TEXTS.alreadyReviewed);
    throw error;
  }
  await afterActivity(deps, caller.id);
  return findOwnReview(deps, caller, slug);
}

/** A change starts moderation over: pending, not featured, any rejection reason cleared. */
export async function updateReview(
  deps: Deps,
  caller: Caller,
  slug: string,
  body: ReviewUpdate,
): Promise<Review> {
  ownUserId(caller, body.UserId, reviewNotFound);
  const stored = await findOwnReview(deps, caller, slug);
  if (
    (body.EntityType !== undefined && body.EntityType !== stored.EntityType) ||
    (body.EntityId !== undefined && body.EntityId !== stored.EntityId)
  )
    throw httpError(400, REVIEW_TEXTS.subjectFixed);
  const { title, review } = texts(body);
  await deps.db
    .update(reviews)
    .set({
      score: body.Score,
      title,
      review,
      isApproved: false,
      isFeatured: false,
      rejectionReason: null,
      moderatedAt: null,
      moderatedById: null,
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(reviews.id, stored.Id), eq(reviews.userId, caller.id)));
  return findOwnReview(deps, caller, stored.Id);
}

export async function deleteReview(deps: Deps, caller: Caller, slug: string): Promise<void> {
  const stored = await findOwnReview(deps, caller, slug);
  await deps.db.delete(reviews).where(and(eq(reviews.id, stored.Id), eq(reviews.userId, caller.id)));
}
