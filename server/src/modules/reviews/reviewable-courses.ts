// The courses a learner may review (docs/product/reviews.md#selectable-course; 100 from offset 0): those they
// are enrolled in, newest enrolment first, each with its creator and what the learner already wrote about it
// or them.
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectableCourseList } from '@portal/shared-api/contract/reviews';
import type { Deps } from '../../core/deps.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { medias } from '../medias/tables.ts';
import { reviews } from './tables.ts';
import { users } from '../users/tables.ts';
import { mediaUrl } from '../../core/media-url.ts';

const courseReview = alias(reviews, 'course_review');
const instructorReview = alias(reviews, 'instructor_review');

export async function reviewableCourses(
  deps: Deps,
  userId: string,
  page: { take?: number; skip?: number },
): Promise<SelectableCourseList> {
  const { db } = deps;
  const mine = eq(enrollments.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        cover: { subDir: medias.subDir, hashname: medias.hashname },
        creator: { id: users.id, firstname: users.firstname, lastname: users.lastname },
        reviewSlug: courseReview.slug,
        instructorReviewSlug: instructorReview.slug,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(users, eq(users.id, courses.createdById))
      .leftJoin(medias, eq(medias.id, courses.coverMediaId))
      .leftJoin(
        courseReview,
        and(
          eq(courseReview.userId, userId),
          eq(courseReview.entityType, 'course'),
          eq(courseReview.courseId, courses.id),
        ),
      )
      .leftJoin(
        instructorReview,
        and(
          eq(instructorReview.userId, userId),
          eq(instructorReview.entityType, 'instructor'),
          eq(instructorReview.instructorId, courses.createdById),
        ),
      )
      .where(mine)
      .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
      .limit(page.take ?? 100)
      .offset(page.skip ?? 0),
    db.select({ n: count() }).from(enrollments).where(mine),
  ]);
  return {
    courses: rows.map((row) => ({
      Id: row.id,
      Title: row.title,
      CoverImage: row.cover ? { Hashname: row.cover.hashname, Url: mediaUrl(row.cover) } : null,
      CreatedBy: {
        Id: row.creator.id,
        Firstname: row.creator.firstname ?? '',
        Lastname: row.creator.lastname ?? '',
      },
      ReviewSlug: row.reviewSlug,
      InstructorReviewSlug: row.instructorReviewSlug,
    })),
    countTotal: total?.n ?? 0,
  };
}
