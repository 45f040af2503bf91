// Progress is computed, never sent (docs/product/enrollments.md#status-and-progress): it is the share of the
// course's lessons the student completed, stored on the enrolment with the status it implies. Reaching 100 %
// completes the course the way Mark as Complete does, certificate included. Every change runs in a
// transaction on the locked row.
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  ENROLLMENT_TEXTS,
  MARK_COMPLETE_ABOVE,
  type EnrolledCourse,
  type ProgressPayload,
} from '@portal/shared-api/contract/enrollments';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { courses, lessons, sections } from '../catalog/tables.ts';
import { enrollments, lessonCompletions } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { afterActivity } from '../achievements/index.ts';
import { issueCertificate } from '../certificates/index.ts';
import { findOpenCourse, notFound } from '../course-access/index.ts';
import { getEnrollment } from './reads.ts';
import { enrollmentStatus, progressShare } from './status.ts';

type Course = { id: string; slug: string; title: string; hasCertificate: boolean };
type Enrollment = typeof enrollments.$inferSelect;
/** `paused` undefined keeps the student's choice; false resumes, true pauses. */
export type EnrollmentChange = { paused?: boolean };

async function lockEnrollment(db: Db, userId: string, courseId: string): Promise<Enrollment | undefined> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1)
    .for('update');
  return row;
}

/** The course's real progress for the user: lessons completed over lessons in the course. */
async function computeProgress(db: Db, userId: string, courseId: string): Promise<number> {
  const [row] = await db
    .select({ total: count(lessons.id), completed: count(lessonCompletions.lessonId) })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.userId, userId)),
    )
    .where(eq(sections.courseId, courseId));
  return progressShare(row?.completed ?? 0, row?.total ?? 0);
}

/** Completes the course once (completedAt is set only while empty) and issues its certificate. */
async function finishCourse(db: Db, now: Date, userId: string, course: Course, progress: number) {
  const finished = await db
    .update(enrollments)
    .set({ progress, status: 'completed', completedAt: now })
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, course.id),
        isNull(enrollments.completedAt),
      ),
    )
    .returning({ id: enrollments.id });
  if (finished.length > 0 && course.hasCertificate) await issueCertificate(db, now, userId, course);
}

async function recalculateLocked(
  db: Db,
  now: Date,
  course: Course,
  enrollment: Enrollment,
  change: EnrollmentChange,
): Promise<void> {
  const progress = await computeProgress(db, enrollment.userId, course.id);
  if (!enrollment.completedAt && progress >= 100) {
    await finishCourse(db, now, enrollment.userId, course, progress);
    return;
  }
  const status = enrollmentStatus({
    isCompleted: enrollment.completedAt !== null,
    isPaused: change.paused ?? enrollment.status === 'paused',
    progress,
  });
  await db.update(enrollments).set({ progress, status }).where(eq(enrollments.id, enrollment.id));
}

/**
 * Recomputes and stores the enrolment's progress and status from the lesson completions; completes the
 * course at 100 %. The player calls it after recording a completion. False when the user is not enrolled.
 */
export async function recalculateEnrollment(
  deps: Deps,
  userId: string,
  courseId: string,
  change: EnrollmentChange = {},
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const enrollment = await lockEnrollment(tx, userId, courseId);
    if (!enrollment) return false;
    const [course] = await tx
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        hasCertificate: courses.hasCertificate,
      })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) return false;
    await recalculateLocked(tx, now, course, enrollment, change);
    return true;
  });
}

async function assertLessonInCourse(db: Db, lessonId: string, courseId: string): Promise<void> {
  const found = isUuid(lessonId)
    ? await db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(sections, eq(sections.id, lessons.sectionId))
        .where(and(eq(lessons.id, lessonId), eq(sections.courseId, courseId)))
        .limit(1)
    : [];
  if (found.length === 0) throw httpError(400, ENROLLMENT_TEXTS.lessonNotInCourse);
}

/**
 * PUT /enrollments/progress/{courseId}: what the student did. A lesson opened (and maybe completed or not),
 * or the course paused or resumed; any lesson activity resumes a paused course.
 */
export async function updateProgress(
  deps: Deps,
  userId: string,
  courseId: string,
  payload: ProgressPayload,
): Promise<EnrolledCourse> {
  const course = await findOpenCourse(deps.db, courseId);
  const { lessonId, completed, paused } = payload;
  if (lessonId === undefined && completed !== undefined) throw httpError(400, 'lessonId is required');
  if (lessonId !== undefined) await assertLessonInCourse(deps.db, lessonId, course.id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const enrollment = await lockEnrollment(tx, userId, course.id);
    if (!enrollment) throw notFound();
    if (lessonId !== undefined) {
      await tx
        .update(enrollments)
        .set({ lastLessonId: lessonId, lastAccessedAt: now })
        .where(eq(enrollments.id, enrollment.id));
      if (completed === true)
        await tx
          .insert(lessonCompletions)
          .values({ userId, lessonId, completedAt: now })
          .onConflictDoNothing();
      if (completed === false)
        await tx
          .delete(lessonCompletions)
          .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, lessonId)));
    }
    await recalculateLocked(tx, now, course, enrollment, {
      paused: paused ?? (lessonId !== undefined ? false : undefined),
    });
  });
  if (completed === true) await afterActivity(deps, userId);
  return getEnrollment(deps, userId, course.id);
}

/**
 * POST /enrollments/complete/{courseId} (docs/product/enrollments.md#mark-as-complete-rule): only above
 * MARK_COMPLETE_ABOVE percent; completes the course and issues its certificate. A completed course is
 * answered as it is.
 */
export async function completeCourse(deps: Deps, userId: string, courseId: string): Promise<EnrolledCourse> {
  const course = await findOpenCourse(deps.db, courseId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const enrollment = await lockEnrollment(tx, userId, course.id);
    if (!enrollment) throw notFound();
    if (enrollment.completedAt) return;
    const progress = await computeProgress(tx, userId, course.id);
    if (progress <= MARK_COMPLETE_ABOVE) throw httpError(409, ENROLLMENT_TEXTS.completeTooEarly);
    await finishCourse(tx, now, userId, course, progress);
  });
  await afterActivity(deps, userId);
  return getEnrollment(deps, userId, course.id);
}
