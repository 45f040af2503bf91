// Study buddies (docs/product/social.md#study-buddy): people enrolled in the courses the signed-in user is
// enrolled in, the most compatible first, with status, streak, completed courses, and follow / unfollow
// (friends follow each other).
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  SOCIAL_TEXTS,
  type SocialBuddy,
  type SocialBuddyList,
  type SocialFollowAnswer,
} from '@portal/shared-api/contract/social';
import type { Db } from '../../platform/db/client.ts';
import { courses } from '../catalog/tables.ts';
import { follows } from './tables.ts';
import { courseHistory, studySessions } from '../course-history/tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import {
  courseIdsOf,
  courseMateIds,
  coursesOfPeople,
  isoDay,
  peopleById,
  sharesCourse,
  standingsOf,
} from './people.ts';
import { buddyStatus, compatibilityScore, type StudyTimes } from './scores.ts';

const DAY = 86_400_000;
/** People compared at most, those sharing the most courses first; the list shows the best of them. */
const CANDIDATES = 200;
const BUDDIES = 50;
/** When someone studies is read from the last 90 days. */
const TIMES_WINDOW_DAYS = 90;

type Habits = StudyTimes & { lastStudiedAt: Date | null };

/** The hours (UTC) of each person's timed learning activity, the weekdays they studied, their last activity. */
async function habitsOf(db: Db, ids: string[], now: Date): Promise<Map<string, Habits>> {
  const habits = new Map<string, { hours: Set<number>; weekdays: Set<number>; lastStudiedAt: Date | null }>(
    ids.map((id) => [id, { hours: new Set(), weekdays: new Set(), lastStudiedAt: null }]),
  );
  const since = new Date(now.getTime() - TIMES_WINDOW_DAYS * DAY);
  const [timed, days] = await Promise.all([
    db
      .select({
        userId: courseHistory.userId,
        hour: sql<number>`extract(hour from ${courseHistory.occurredAt} at time zone 'UTC')`.mapWith(Number),
        weekday: sql<number>`extract(dow from ${courseHistory.occurredAt} at time zone 'UTC')`.mapWith(
          Number,
        ),
        last: sql<string>`max(${courseHistory.occurredAt})`,
      })
      .from(courseHistory)
      .where(and(inArray(courseHistory.userId, ids), gte(courseHistory.occurredAt, since)))
      .groupBy(sql`1, 2, 3`),
    db
      .selectDistinct({
        userId: studySessions.userId,
        weekday: sql<number>`extract(dow from ${studySessions.studiedOn})`.mapWith(Number),
      })
      .from(studySessions)
      .where(and(inArray(studySessions.userId, ids), gte(studySessions.studiedOn, isoDay(since)))),
  ]);
  for (const row of timed) {
    const habit = habits.get(row.userId);
    if (!habit) continue;
    habit.hours.add(row.hour);
    habit.weekdays.add(row.weekday);
    const last = new Date(row.last);
    if (!habit.lastStudiedAt || last > habit.lastStudiedAt) habit.lastStudiedAt = last;
  }
  for (const row of days) habits.get(row.userId)?.weekdays.add(row.weekday);
  return habits;
}

/** Who of these people the user follows, and who follows the user. */
async function followsBetween(db: Db, userId: string, ids: string[]) {
  const rows = await db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(
      or(
        and(eq(follows.followerId, userId), inArray(follows.followeeId, ids)),
        and(eq(follows.followeeId, userId), inArray(follows.followerId, ids)),
      ),
    );
  return {
    following: new Set(rows.filter((r) => r.followerId === userId).map((r) => r.followeeId)),
    followers: new Set(rows.filter((r) => r.followeeId === userId).map((r) => r.followerId)),
  };
}

export async function listBuddies(deps: Deps, userId: string): Promise<SocialBuddyList> {
  const { db } = deps;
  const now = deps.clock.now();
  const mine = await courseIdsOf(db, userId);
  const ids = await courseMateIds(db, userId, mine, CANDIDATES);
  if (ids.length === 0) return { buddies: [] };
  const [theirCourses, people, standings, habits, links, titles] = await Promise.all([
    coursesOfPeople(db, ids),
    peopleById(db, ids),
    standingsOf(db, ids, now),
    habitsOf(db, [userId, ...ids], now),
    followsBetween(db, userId, ids),
    db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, mine)),
  ]);
  const myCourses = new Set(mine);
  const titleOf = new Map(titles.map((course) => [course.id, course.title]));
  const myHabits = habits.get(userId) ?? { hours: new Set(), weekdays: new Set(), lastStudiedAt: null };
  const buddies: SocialBuddy[] = [];
  for (const id of ids) {
    const person = people.get(id);
    const theirs = theirCourses.get(id) ?? new Set<string>();
    const habit = habits.get(id) ?? { hours: new Set(), weekdays: new Set(), lastStudiedAt: null };
    const standing = standings.get(id);
    if (!person || !standing) continue;
    buddies.push({
      Id: id,
      Username: person.Username,
      Firstname: person.Firstname,
      Lastname: person.Lastname,
      Avatar: person.Avatar,
      StudyStreak: standing.streak,
      CoursesCompleted: standing.coursesCompleted,
      CurrentCourses: [...theirs]
        .filter((course) => myCourses.has(course))
        .map((course) => titleOf.get(course) ?? ''),
      Status: buddyStatus(person.lastActiveAt, habit.lastStudiedAt, now),
      LastSeen: person.lastActiveAt?.toISOString() ?? null,
      CompatibilityScore: compatibilityScore([myCourses, theirs], [myHabits, habit]),
      IsFollowing: links.following.has(id),
      IsFriend: links.following.has(id) && links.followers.has(id),
    });
  }
  buddies.sort(
    (a, b) =>
      b.CompatibilityScore - a.CompatibilityScore ||
      (a.Username < b.Username ? -1 : a.Username > b.Username ? 1 : 0),
  );
  return { buddies: buddies.slice(0, BUDDIES) };
}

/** Follow someone who shares a course with the user (or unfollow anyone they follow). */
export async function setFollow(
  deps: Deps,
  userId: string,
  targetId: string,
  on: boolean,
): Promise<SocialFollowAnswer> {
  const { db } = deps;
  if (targetId === userId) throw httpError(400, SOCIAL_TEXTS.cannotFollowSelf);
  const [target] = isUuid(targetId)
    ? await db.select({ id: users.id }).from(users).where(eq(users.id, targetId)).limit(1)
    : [];
  if (!target) throw httpError(404, SOCIAL_TEXTS.personNotFound);
  if (on) {
    if (!(await sharesCourse(db, userId, targetId))) throw httpError(404, SOCIAL_TEXTS.personNotFound);
    await db
      .insert(follows)
      .values({ followerId: userId, followeeId: targetId, createdAt: deps.clock.now() })
      .onConflictDoNothing();
  } else {
    await db.delete(follows).where(and(eq(follows.followerId, userId), eq(follows.followeeId, targetId)));
  }
  const [back] = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, targetId), eq(follows.followeeId, userId)))
    .limit(1);
  return { IsFollowing: on, IsFriend: on && Boolean(back) };
}
