// The people of the social area (docs/product/social.md#buddies-and-leaderboard): who shares a course with
// the signed-in user, and what the buddy cards and the leaderboard show of a person (names, photo, streak,
// completed courses, badges).
import { and, asc, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { currentStreakOf } from '@portal/shared-api/contract/course-history';
import type { SocialAuthor } from '@portal/shared-api/contract/social';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { enrollments } from '../enrollments/tables.ts';
import { studySessions } from '../course-history/tables.ts';
import { userAchievements } from '../achievements/tables.ts';
import { peopleByIds, photoUrl } from '../people/index.ts';

const DAY = 86_400_000;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The courses a person is enrolled in. */
export async function courseIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return rows.map((row) => row.courseId);
}

/** Everyone else enrolled in at least one of these courses, those sharing the most courses first. */
export async function courseMateIds(
  db: Db,
  userId: string,
  courseIds: string[],
  limit: number,
): Promise<string[]> {
  if (courseIds.length === 0) return [];
  const shared = sql<number>`count(*)`;
  const rows = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(inArray(enrollments.courseId, courseIds), ne(enrollments.userId, userId)))
    .groupBy(enrollments.userId)
    .orderBy(desc(shared), asc(enrollments.userId))
    .limit(limit);
  return rows.map((row) => row.userId);
}

const theirs = alias(enrollments, 'theirs');

/** Whether the two are enrolled in at least one common course. */
export async function sharesCourse(db: Db, userId: string, otherId: string): Promise<boolean> {
  const [row] = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .innerJoin(theirs, and(eq(theirs.courseId, enrollments.courseId), eq(theirs.userId, otherId)))
    .where(eq(enrollments.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** Every course of each of these people (for the overlap of course sets). */
export async function coursesOfPeople(db: Db, ids: string[]): Promise<Map<string, Set<string>>> {
  const courses = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  if (ids.length === 0) return courses;
  const rows = await db
    .select({ userId: enrollments.userId, courseId: enrollments.courseId })
    .from(enrollments)
    .where(inArray(enrollments.userId, ids));
  for (const row of rows) courses.get(row.userId)?.add(row.courseId);
  return courses;
}

export type Person = SocialAuthor & { lastActiveAt: Date | null };

/** Names, photo and last activity of these people, by id. */
export async function peopleById(db: Db, ids: string[]): Promise<Map<string, Person>> {
  const rows = await peopleByIds(db, ids);
  return new Map(
    [...rows.values()].map((row) => [
      row.id,
      {
        Id: row.id,
        Username: row.username,
        Firstname: row.firstname,
        Lastname: row.lastname,
        Avatar: photoUrl(row),
        lastActiveAt: row.lastActiveAt,
      },
    ]),
  );
}

export type Standing = { streak: number; coursesCompleted: number; badges: number };

/** Study streak up to today, completed courses and earned achievements of each of these people. */
export async function standingsOf(db: Db, ids: string[], now: Date): Promise<Map<string, Standing>> {
  const standings = new Map<string, Standing>(
    ids.map((id) => [id, { streak: 0, coursesCompleted: 0, badges: 0 }]),
  );
  if (ids.length === 0) return standings;
  const since = isoDay(new Date(now.getTime() - 366 * DAY));
  const [days, completed, badges] = await Promise.all([
    db
      .selectDistinct({ userId: studySessions.userId, day: studySessions.studiedOn })
      .from(studySessions)
      .where(and(inArray(studySessions.userId, ids), gte(studySessions.studiedOn, since))),
    db
      .select({ userId: enrollments.userId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(enrollments)
      .where(and(inArray(enrollments.userId, ids), isNotNull(enrollments.completedAt)))
      .groupBy(enrollments.userId),
    db
      .select({ userId: userAchievements.userId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(userAchievements)
      .where(and(inArray(userAchievements.userId, ids), isNotNull(userAchievements.earnedAt)))
      .groupBy(userAchievements.userId),
  ]);
  const studied = new Map<string, string[]>();
  for (const row of days) studied.set(row.userId, [...(studied.get(row.userId) ?? []), row.day]);
  for (const [id, standing] of standings)
    standing.streak = currentStreakOf(studied.get(id) ?? [], isoDay(now));
  for (const row of completed) {
    const standing = standings.get(row.userId);
    if (standing) standing.coursesCompleted = row.n;
  }
  for (const row of badges) {
    const standing = standings.get(row.userId);
    if (standing) standing.badges = row.n;
  }
  return standings;
}
