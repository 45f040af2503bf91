// The raw figures learning analytics is computed from, each one query: minutes per day, study days, the
// enrolments with their time and quiz scores, quiz attempts in a range, and when and on which weekday the
// learner studies. Days are the dates study sessions are filed under; history hours are read in `tz`.
import { and, between, count, eq, gte, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categories, courses, lessons, sections } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { courseHistory, studySessions } from '../course-history/tables.ts';
import { quizAttempts } from '../player/tables.ts';

export type DayRange = { start: string; end: string };

export async function minutesPerDay(db: Db, userId: string, range: DayRange) {
  return db
    .select({
      day: studySessions.studiedOn,
      minutes: sql<number>`sum(${studySessions.minutes})`.mapWith(Number),
    })
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), between(studySessions.studiedOn, range.start, range.end)))
    .groupBy(studySessions.studiedOn);
}

/** All days with study and the minutes of all time. */
export async function studyTotals(db: Db, userId: string) {
  const [days, [totals]] = await Promise.all([
    db
      .selectDistinct({ day: studySessions.studiedOn })
      .from(studySessions)
      .where(eq(studySessions.userId, userId)),
    db
      .select({ minutes: sql<number>`coalesce(sum(${studySessions.minutes}), 0)`.mapWith(Number) })
      .from(studySessions)
      .where(eq(studySessions.userId, userId)),
  ]);
  return { days: days.map((row) => row.day), minutes: totals?.minutes ?? 0 };
}

/** The enrolments (removed from the library or not) with the course, its category and time spent. */
export async function enrolledCourses(db: Db, userId: string) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      category: categories.title,
      progress: enrollments.progress,
      completedAt: enrollments.completedAt,
      lastAccessedAt: enrollments.lastAccessedAt,
      minutes: sql<number>`(select coalesce(sum(${studySessions.minutes}), 0) from ${studySessions}
        where ${studySessions.userId} = ${userId} and ${studySessions.courseId} = ${courses.id})`.mapWith(
        Number,
      ),
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(eq(enrollments.userId, userId))
    .orderBy(sql`${enrollments.lastAccessedAt} desc nulls last`, courses.title);
}

/** The best score of each quiz the learner took, with its course and the course's category. */
export async function bestQuizScores(db: Db, userId: string) {
  return db
    .select({
      courseId: sections.courseId,
      category: sql<string>`coalesce(${categories.title}, 'General')`,
      lessonId: quizAttempts.lessonId,
      best: max(quizAttempts.score).mapWith(Number),
    })
    .from(quizAttempts)
    .innerJoin(lessons, eq(lessons.id, quizAttempts.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(eq(quizAttempts.userId, userId))
    .groupBy(sections.courseId, categories.title, quizAttempts.lessonId);
}

const localDayOf = (column: typeof quizAttempts.createdAt | typeof courseHistory.occurredAt, tz: string) =>
  sql<string>`to_char(${column} at time zone ${tz}, 'YYYY-MM-DD')`;

/** Mean score and number of the quiz attempts made in the range. */
export async function quizAttemptsIn(db: Db, userId: string, range: DayRange, tz: string) {
  const day = localDayOf(quizAttempts.createdAt, tz);
  const [row] = await db
    .select({
      mean: sql<number | null>`round(avg(${quizAttempts.score}))`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      attempts: count(),
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), gte(day, range.start), lte(day, range.end)));
  return { mean: row?.mean ?? null, attempts: row?.attempts ?? 0 };
}

/** Events recorded by the player in the range, per local hour. */
export async function historyHours(db: Db, userId: string, range: DayRange, tz: string) {
  const day = localDayOf(courseHistory.occurredAt, tz);
  const hour = sql<number>`extract(hour from ${courseHistory.occurredAt} at time zone ${tz})::int`;
  return (
    db
      .select({ hour: hour.mapWith(Number), events: count() })
      .from(courseHistory)
      .where(and(eq(courseHistory.userId, userId), gte(day, range.start), lte(day, range.end)))
      // By position: the zone is a parameter, and the same expression twice would be two parameters.
      .groupBy(sql`1`)
  );
}
