// Enrolments as My Courses, My Progress and the Library show them
// (docs/product/enrollments.md#enrolled-course). A list costs three queries whatever its length: the
// enrolments with their course, counts and means (correlated subqueries), the lessons of those courses with
// the student's completions, and whether the student has a plan.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CERTIFICATE_HAS_PDF, certificateDownloadPath } from '@portal/shared-api/contract/certificates';
import type { CertificateAnswer, EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { categories, courseRatings, courses, lessons, sections } from '../catalog/tables.ts';
import { certificates } from '../certificates/tables.ts';
import { enrollments, lessonCompletions } from './tables.ts';
import { medias } from '../medias/tables.ts';
import { quizAttempts } from '../player/tables.ts';
import { studySessions } from '../course-history/tables.ts';
import { users } from '../users/tables.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import {
  accessOf,
  boughtSql,
  hasActiveSubscription,
  isOpenCourse,
  notFound,
} from '../course-access/index.ts';
import { displayNameOf } from '../people/index.ts';
import { courseLengthSql } from '../catalog/index.ts';

const instructor = alias(users, 'instructor');
const cover = alias(medias, 'cover');
const avatar = alias(medias, 'avatar');

const courseLessons = sql`${lessons} inner join ${sections} on ${sections.id} = ${lessons.sectionId}`;

function selectEnrollments(db: Db) {
  return db
    .select({
      enrollment: enrollments,
      course: {
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        shortDescription: courses.shortDescription,
        resume: courses.resume,
        level: courses.level,
        durationMinutes: courseLengthSql,
        keywords: courses.keywords,
        priceCents: courses.priceCents,
      },
      instructor: {
        id: instructor.id,
        firstname: instructor.firstname,
        lastname: instructor.lastname,
        username: instructor.username,
      },
      cover: { subDir: cover.subDir, hashname: cover.hashname },
      avatar: { subDir: avatar.subDir, hashname: avatar.hashname },
      category: categories.title,
      certificate: { id: certificates.id, status: certificates.status },
      rating: sql<number>`(select coalesce(avg(${courseRatings.rating}), 0) from ${courseRatings}
        where ${courseRatings.courseId} = ${courses.id})`.mapWith(Number),
      ratingCount: sql<number>`(select count(*) from ${courseRatings}
        where ${courseRatings.courseId} = ${courses.id})`.mapWith(Number),
      minutes: sql<number>`(select coalesce(sum(${studySessions.minutes}), 0) from ${studySessions}
        where ${studySessions.userId} = ${enrollments.userId}
        and ${studySessions.courseId} = ${enrollments.courseId})`.mapWith(Number),
      // The mean of the student's best attempt at each quiz of the course.
      quizScore: sql<number | null>`(select round(avg(best)) from (select max(${quizAttempts.score}) as best
        from ${quizAttempts} inner join ${courseLessons} on ${lessons.id} = ${quizAttempts.lessonId}
        where ${quizAttempts.userId} = ${enrollments.userId} and ${sections.courseId} = ${enrollments.courseId}
        group by ${quizAttempts.lessonId}) as best_attempts)`.mapWith(Number),
      isBought: boughtSql(enrollments.userId, courses.id),
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(instructor, eq(instructor.id, courses.createdById))
    .leftJoin(cover, eq(cover.id, courses.coverMediaId))
    .leftJoin(avatar, eq(avatar.id, instructor.photoMediaId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(
      certificates,
      and(eq(certificates.userId, enrollments.userId), eq(certificates.courseId, enrollments.courseId)),
    );
}

type EnrollmentRow = Awaited<ReturnType<ReturnType<typeof selectEnrollments>['execute']>>[number];
type LessonState = { courseId: string; id: string; title: string; isDone: boolean };

/** Every lesson of the courses in course order (section, then lesson), with the student's completions. */
function listLessonStates(db: Db, userId: string, courseIds: string[]): Promise<LessonState[]> {
  return db
    .select({
      courseId: sections.courseId,
      id: lessons.id,
      title: lessons.title,
      isDone: sql<boolean>`${lessonCompletions.userId} is not null`,
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.userId, userId)),
    )
    .where(inArray(sections.courseId, courseIds))
    .orderBy(asc(sections.position), asc(lessons.position), asc(lessons.id));
}

/** The course summary as plain text: the short description, else the resume without its markup. */
function plainDescription(short: string, resume: string): string {
  if (short.trim()) return short.trim();
  return resume
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function toEnrolledCourse(row: EnrollmentRow, lessonStates: LessonState[], isSubscribed: boolean) {
  const { enrollment: e, course, instructor: teacher, certificate } = row;
  const own = lessonStates.filter((lesson) => lesson.courseId === course.id);
  const next = own.find((lesson) => !lesson.isDone);
  const progress = e.status === 'completed' ? 100 : e.progress;
  const enrolledAt = e.enrolledAt.toISOString();
  const lastAccessedAt = e.lastAccessedAt?.toISOString() ?? null;
  const certificateUrl =
    certificate && CERTIFICATE_HAS_PDF[certificate.status] ? certificateDownloadPath(certificate.id) : null;
  const result: EnrolledCourse = {
    Id: course.id,
    Slug: course.slug,
    Title: course.title,
    Description: plainDescription(course.shortDescription, course.resume),
    Thumbnail: row.cover ? mediaUrl(row.cover) : null,
    Instructor: {
      Id: teacher.id,
      Username: displayNameOf(teacher),
      Avatar: row.avatar ? mediaUrl(row.avatar) : null,
    },
    Category: row.category ?? 'General',
    Level: course.level,
    Duration: course.durationMinutes,
    Rating: Math.round(row.rating * 10) / 10,
    ReviewCount: row.ratingCount,
    // A completed course reads 100 % even when it was marked complete before its last lessons
    // (docs/product/enrollments.md#mark-as-complete-rule).
    Progress: progress,
    Status: e.status,
    EnrolledAt: enrolledAt,
    LastAccessedAt: lastAccessedAt,
    CompletedAt: e.completedAt?.toISOString() ?? null,
    CertificateUrl: certificateUrl,
    IsFavorite: e.isFavorite,
    IsDownloaded: e.isDownloaded,
    IsRemovedFromLibrary: e.removedFromLibraryAt !== null,
    Tags: course.keywords,
    TotalLessons: own.length,
    CompletedLessons: own.filter((lesson) => lesson.isDone).length,
    NextLesson: next ? { Id: next.id, Title: next.title } : null,
    LastLessonId: e.lastLessonId,
    TimeSpentMinutes: row.minutes,
    QuizScore: row.quizScore,
    Access: accessOf({
      isBought: row.isBought,
      isSubscribed,
      isFree: course.priceCents === 0,
      isCreator: teacher.id === e.userId,
    }),
    // The product's client reads these names (docs/decisions/0024-wire-field-casing.md).
    Course: { Id: course.id, Slug: course.slug, Title: course.title },
    completionPercentage: progress,
    enrollmentDate: enrolledAt,
    lastAccessedDate: lastAccessedAt,
    certificateUrl,
  };
  return result;
}

async function readEnrollments(deps: Deps, userId: string, where: SQL | undefined) {
  const { db } = deps;
  const rows = await selectEnrollments(db)
    .where(and(eq(enrollments.userId, userId), isOpenCourse, where))
    .orderBy(
      sql`${enrollments.lastAccessedAt} desc nulls last`,
      desc(enrollments.enrolledAt),
      asc(enrollments.id),
    );
  if (rows.length === 0) return [];
  const [lessonStates, isSubscribed] = await Promise.all([
    listLessonStates(
      db,
      userId,
      rows.map((row) => row.course.id),
    ),
    hasActiveSubscription(deps, userId),
  ]);
  return rows.map((row) => toEnrolledCourse(row, lessonStates, isSubscribed));
}

/**
 * GET /enrollments/user (docs/product/enrollments.md#api): most recently opened first, never-opened ones last
 * by enrolment date.
 */
export function listEnrollments(deps: Deps, userId: string): Promise<EnrolledCourse[]> {
  return readEnrollments(deps, userId, undefined);
}

/** GET /enrollments/details/{courseId}: 404 when the user is not enrolled (or the id is not a course). */
export async function getEnrollment(deps: Deps, userId: string, courseId: string): Promise<EnrolledCourse> {
  if (!isUuid(courseId)) throw notFound();
  const [found] = await readEnrollments(deps, userId, eq(enrollments.courseId, courseId));
  if (!found) throw notFound();
  return found;
}

/** GET /enrollments/certificate/{courseId}: where the certificate's PDF link is asked, or null. */
export async function getEnrollmentCertificate(
  deps: Deps,
  userId: string,
  courseId: string,
): Promise<CertificateAnswer> {
  if (!isUuid(courseId)) throw notFound();
  const [row] = await deps.db
    .select({ id: certificates.id, status: certificates.status })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(
      certificates,
      and(eq(certificates.userId, enrollments.userId), eq(certificates.courseId, enrollments.courseId)),
    )
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), isOpenCourse))
    .limit(1);
  if (!row) throw notFound();
  const hasPdf = row.id !== null && row.status !== null && CERTIFICATE_HAS_PDF[row.status];
  return { certificateUrl: hasPdf && row.id ? certificateDownloadPath(row.id) : null };
}
