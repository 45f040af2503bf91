// The public course page (GET /api/courses/{slug}) and its free previews: the card, the outline, the
// instructor, the rating breakdown and approved reviews, and, for a signed-in visitor, what they can do.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  CATALOG_TEXTS,
  COURSE_PAGE_REVIEWS,
  type CourseDetail,
  type CourseViewer,
} from '@portal/shared-api/contract/catalog';
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { cartItems } from '../cart/tables.ts';
import { courseRatings, courses, lessons, sections } from './tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { medias } from '../medias/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { reviews } from '../reviews/tables.ts';
import { users } from '../users/tables.ts';
import { savedCourses } from '../saved-courses/tables.ts';
import { httpError } from '../../core/errors.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { cardColumns, joinCards, toCard } from './cards.ts';
import { lessonLength, sectionLength } from './durations.ts';
import { canFollowPaid, isOpenCourse, type OpenCourse } from '../course-access/index.ts';

const notFound = () => httpError(404, CATALOG_TEXTS.courseNotFound);

async function findCourseRow(db: Db, slug: string) {
  const [row] = await joinCards(
    db
      .select({
        ...cardColumns,
        resume: courses.resume,
        whatYouWillLearn: courses.whatYouWillLearn,
        requirements: courses.requirements,
        keywords: courses.keywords,
        updatedAt: courses.updatedAt,
        createdById: courses.createdById,
      })
      .from(courses)
      .$dynamic(),
  )
    .where(and(eq(courses.slug, slug), isOpenCourse))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function outline(db: Db, courseId: string): Promise<CourseDetail['Sections']> {
  const rows = await db
    .select({
      sectionId: sections.id,
      sectionTitle: sections.title,
      id: lessons.id,
      title: lessons.title,
      type: lessons.type,
      duration: lessons.durationMinutes,
      isPreview: lessons.isPreview,
    })
    .from(sections)
    // A lesson a moderator hid is no longer listed.
    .leftJoin(lessons, and(eq(lessons.sectionId, sections.id), isNull(lessons.hiddenAt)))
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.position), asc(sections.id), asc(lessons.position), asc(lessons.id));
  const result: CourseDetail['Sections'] = [];
  // Each section's lessons' stored minutes (by position in result), for its length once all are read.
  const stored: (number | null)[][] = [];
  for (const row of rows) {
    let section = result.at(-1);
    if (section?.Id !== row.sectionId) {
      section = { Id: row.sectionId, Title: row.sectionTitle, Duration: 0, Lessons: [] };
      result.push(section);
      stored.push([]);
    }
    if (row.id === null) continue;
    stored.at(-1)?.push(row.duration);
    section.Lessons.push({
      Id: row.id,
      Title: row.title!,
      Type: row.type!,
      Duration: lessonLength(row.duration),
      // A preview needs something to play: its own video.
      IsPreview: Boolean(row.isPreview && row.type === 'video'),
    });
  }
  result.forEach((section, index) => (section.Duration = sectionLength(stored[index] ?? [])));
  return result;
}

async function instructorOf(db: Db, instructorId: string): Promise<CourseDetail['Instructor']> {
  const photo = medias;
  const [person] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      slug: users.slug,
      profil: users.profil,
      about: users.about,
      photo: { subDir: photo.subDir, hashname: photo.hashname },
    })
    .from(users)
    .leftJoin(photo, eq(photo.id, users.photoMediaId))
    .where(eq(users.id, instructorId))
    .limit(1);
  const [stats] = await db
    .select({
      courses: count(),
      students: sql<number>`coalesce(sum(${courses.studentsCount}), 0)`.mapWith(Number),
      // The mean over every rating of their courses, not the mean of course means.
      rating:
        sql<number>`coalesce(sum(${courses.ratingAvg} * ${courses.ratingCount}) / nullif(sum(${courses.ratingCount}), 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(courses)
    .where(and(eq(courses.createdById, instructorId), isOpenCourse));
  return {
    Firstname: person!.firstname ?? '',
    Lastname: person!.lastname ?? '',
    Slug: person!.slug,
    Profil: person!.profil ?? '',
    About: person!.about ?? '',
    Photo: person!.photo ? mediaUrl(person!.photo) : null,
    Courses: stats?.courses ?? 0,
    Students: stats?.students ?? 0,
    Rating: Math.round((stats?.rating ?? 0) * 10) / 10,
  };
}

async function ratingBreakdown(db: Db, courseId: string): Promise<number[]> {
  const rows = await db
    .select({ rating: courseRatings.rating, n: count() })
    .from(courseRatings)
    .where(eq(courseRatings.courseId, courseId))
    .groupBy(courseRatings.rating);
  return [5, 4, 3, 2, 1].map((stars) => rows.find((r) => r.rating === stars)?.n ?? 0);
}

async function approvedReviews(db: Db, courseId: string): Promise<CourseDetail['Reviews']> {
  const rows = await db
    .select({ review: reviews, firstname: users.firstname, lastname: users.lastname })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.courseId, courseId), eq(reviews.isApproved, true)))
    .orderBy(desc(reviews.isFeatured), desc(reviews.helpfulCount), desc(reviews.createdAt))
    .limit(COURSE_PAGE_REVIEWS);
  return rows.map(({ review, firstname, lastname }) => ({
    Id: review.id,
    Title: review.title,
    Review: review.review,
    Score: review.score,
    IsVerified: review.isVerified,
    CreatedAt: review.createdAt.toISOString(),
    User: { Firstname: firstname ?? '', Lastname: lastname ?? '' },
  }));
}

/** What a signed-in visitor can do: follow it, buy it, or wait for a pending payment. */
export async function viewerState(deps: Deps, userId: string, course: OpenCourse): Promise<CourseViewer> {
  const { db } = deps;
  const [enrolled, inCart, saved, pending, followsPaid] = await Promise.all([
    db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)))
      .limit(1),
    db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, course.id)))
      .limit(1),
    db
      .select({ id: savedCourses.id })
      .from(savedCourses)
      .where(and(eq(savedCourses.userId, userId), eq(savedCourses.courseId, course.id)))
      .limit(1),
    db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orderItems.courseId, course.id),
          eq(orders.paymentStatus, PAYMENT_STATUS.pending),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1),
    canFollowPaid(deps, userId, course),
  ]);
  const isEnrolled = enrolled.length > 0;
  return {
    HasAccess: followsPaid || (course.priceCents === 0 && isEnrolled),
    IsEnrolled: isEnrolled,
    IsOwner: course.createdById === userId,
    InCart: inCart.length > 0,
    WishlistItemId: saved[0]?.id ?? null,
    PendingOrderId: pending[0]?.id ?? null,
  };
}

export async function getCourseDetail(
  deps: Deps,
  slug: string,
  userId: string | null,
): Promise<CourseDetail> {
  const { db } = deps;
  const row = await findCourseRow(db, slug);
  const courseId = row.course.id;
  const [sectionsOut, instructor, breakdown, reviewsOut, viewer] = await Promise.all([
    outline(db, courseId),
    instructorOf(db, row.createdById),
    ratingBreakdown(db, courseId),
    approvedReviews(db, courseId),
    userId
      ? viewerState(deps, userId, {
          id: courseId,
          slug: row.course.slug,
          title: row.course.title,
          priceCents: row.course.priceCents,
          createdById: row.createdById,
          hasCertificate: row.course.hasCertificate,
        })
      : null,
  ]);
  return {
    ...toCard(row, deps.clock.now()),
    // Sanitised again on the way out: older rows predate the write-time sanitiser.
    Resume: sanitizeRichText(row.resume),
    WhatYouWillLearn: row.whatYouWillLearn,
    Requirements: row.requirements,
    Keywords: row.keywords,
    UpdatedAt: row.updatedAt.toISOString(),
    LessonsCount: sectionsOut.reduce((n, s) => n + s.Lessons.length, 0),
    Sections: sectionsOut,
    Instructor: instructor,
    RatingBreakdown: breakdown,
    Reviews: reviewsOut,
    Viewer: viewer,
  };
}
