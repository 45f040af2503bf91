// The Weekly Leaderboard (docs/product/social.md#buddies-and-leaderboard): points earned in the last 7 UTC
// days (today and the six before) by the signed-in user and the people they share a course with or follow.
// Points are what study sessions award plus the points of achievements earned in those days; the dashboard's
// fallback of points for money spent is not learning and is left out. Ranks never tie: the same points go
// in alphabetical order of the username (scores.ts). The first 5 are answered, and the user's own
// entry, whatever their rank.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  LEADERBOARD_DAYS,
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  type SocialLeaderboard,
} from '@portal/shared-api/contract/social';
import { achievements, userAchievements } from '../achievements/tables.ts';
import { follows } from './tables.ts';
import { studySessions } from '../course-history/tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { courseIdsOf, courseMateIds, isoDay, peopleById, standingsOf } from './people.ts';
import { rankByPoints } from './scores.ts';

const DAY = 86_400_000;
/** Course mates counted at most (those sharing the most courses first). */
const CIRCLE_LIMIT = 5000;

export async function getLeaderboard(deps: Deps, userId: string): Promise<SocialLeaderboard> {
  const { db } = deps;
  const now = deps.clock.now();
  const since = isoDay(new Date(now.getTime() - (LEADERBOARD_DAYS - 1) * DAY));
  const sinceStart = new Date(`${since}T00:00:00.000Z`);
  const [mates, followed] = await Promise.all([
    courseIdsOf(db, userId).then((mine) => courseMateIds(db, userId, mine, CIRCLE_LIMIT)),
    db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, userId)),
  ]);
  const circle = [...new Set([userId, ...mates, ...followed.map((row) => row.id)])];
  const [names, studied, earned] = await Promise.all([
    db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, circle)),
    db
      .select({ id: studySessions.userId, points: sql<number>`sum(${studySessions.points})`.mapWith(Number) })
      .from(studySessions)
      .where(and(inArray(studySessions.userId, circle), gte(studySessions.studiedOn, since)))
      .groupBy(studySessions.userId),
    db
      .select({
        id: userAchievements.userId,
        points: sql<number>`sum(${achievements.points})`.mapWith(Number),
      })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(and(inArray(userAchievements.userId, circle), gte(userAchievements.earnedAt, sinceStart)))
      .groupBy(userAchievements.userId),
  ]);
  const points = new Map<string, number>();
  for (const row of [...studied, ...earned]) points.set(row.id, (points.get(row.id) ?? 0) + row.points);
  const rows = names.map((row) => ({ ...row, points: points.get(row.id) ?? 0 }));
  const ranked = rankByPoints(rows);
  const mine = ranked.find((row) => row.id === userId);
  const shown = ranked.slice(0, LEADERBOARD_SIZE);
  const ids = [...new Set([...shown.map((row) => row.id), userId])];
  const [people, standings] = await Promise.all([peopleById(db, ids), standingsOf(db, ids, now)]);
  const entry = (row: (typeof ranked)[number]): LeaderboardEntry => {
    const person = people.get(row.id);
    const standing = standings.get(row.id);
    return {
      Rank: row.rank,
      Id: row.id,
      Username: row.username,
      Firstname: person?.Firstname ?? null,
      Lastname: person?.Lastname ?? null,
      Avatar: person?.Avatar ?? null,
      Points: row.points,
      StudyStreak: standing?.streak ?? 0,
      CoursesCompleted: standing?.coursesCompleted ?? 0,
      BadgeCount: standing?.badges ?? 0,
      IsCurrentUser: row.id === userId,
    };
  };
  return {
    entries: shown.map(entry),
    currentUser: entry(mine ?? { id: userId, username: '', points: 0, rank: ranked.length + 1 }),
    since,
  };
}
