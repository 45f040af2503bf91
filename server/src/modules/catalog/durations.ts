// Lengths where none is stored (docs/product/catalog.md#lengths-where-none-is-stored): a lesson saved with 0
// minutes, a section none of whose lessons has a length, a course without a duration. Every answer that
// shows a length reads it through these, so a course reads the same on every page.
import { sql } from 'drizzle-orm';
import { courses, sections } from './tables.ts';

/** A lesson without a stored length counts 15 minutes. */
export const DEFAULT_LESSON_MINUTES = 15;
/** A section (the player's module) none of whose lessons has a stored length: 20 minutes a lesson. */
export const SECTION_MINUTES_PER_LESSON = 20;
/** A course without a duration: 2 hours a section. */
export const COURSE_MINUTES_PER_SECTION = 120;

const known = (minutes: number | null | undefined): minutes is number => (minutes ?? 0) > 0;

/** A lesson's minutes: its own, else the default. */
export function lessonLength(stored: number | null | undefined): number {
  return known(stored) ? stored : DEFAULT_LESSON_MINUTES;
}

/**
 * A section's minutes from its lessons' stored ones: their sum (a lesson without one at the default), or,
 * when none of them has one, the section estimate.
 */
export function sectionLength(stored: readonly (number | null | undefined)[]): number {
  if (!stored.some(known)) return stored.length * SECTION_MINUTES_PER_LESSON;
  return stored.reduce<number>((sum, minutes) => sum + lessonLength(minutes), 0);
}

/** A course's minutes: its duration, else the course estimate from its number of sections. */
export function courseLength(stored: number, sectionCount: number): number {
  return known(stored) ? stored : sectionCount * COURSE_MINUTES_PER_SECTION;
}

/**
 * courseLength in SQL, for lists and the catalogue's duration filter (a select from `courses`): the sections
 * are counted only for a course without a duration.
 */
export const courseLengthSql = sql<number>`(case when ${courses.durationMinutes} > 0
  then ${courses.durationMinutes}
  else ${COURSE_MINUTES_PER_SECTION} * (select count(*) from ${sections} where ${sections.courseId} = ${courses.id})::int
  end)`.mapWith(Number);
