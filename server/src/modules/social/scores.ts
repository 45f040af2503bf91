// The social area's maths, free of SQL so tests can pin them: buddy compatibility, buddy status and the
// weekly leaderboard's ranks.
import {
  ONLINE_WINDOW_MINUTES,
  STUDYING_WINDOW_MINUTES,
  type BuddyStatus,
} from '@portal/shared-api/contract/social';

const MINUTE = 60_000;

/** |A ∩ B| / |A ∪ B|; two empty sets share nothing (0). */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  let both = 0;
  for (const item of a) if (b.has(item)) both += 1;
  const either = a.size + b.size - both;
  return either === 0 ? 0 : both / either;
}

/** When a person studies: the UTC hours of their timed activity, and the days of the week they studied. */
export type StudyTimes = { hours: ReadonlySet<number>; weekdays: ReadonlySet<number> };

/**
 * Compatibility from 0 to 100: the mean of the overlap of both course sets and the overlap of when both
 * study (hours of the day when both have timed activity, else days of the week). When either has no study
 * record at all, the courses alone decide.
 */
export function compatibilityScore(
  courses: [ReadonlySet<string>, ReadonlySet<string>],
  times: [StudyTimes, StudyTimes],
): number {
  const [a, b] = times;
  const courseOverlap = jaccard(courses[0], courses[1]);
  const timeOverlap =
    a.hours.size > 0 && b.hours.size > 0
      ? jaccard(a.hours, b.hours)
      : a.weekdays.size > 0 && b.weekdays.size > 0
        ? jaccard(a.weekdays, b.weekdays)
        : null;
  const score = timeOverlap === null ? courseOverlap : (courseOverlap + timeOverlap) / 2;
  return Math.round(score * 100);
}

/** Studying: learning activity in the last 30 minutes; online: active in the last 15; else offline. */
export function buddyStatus(lastActiveAt: Date | null, lastStudiedAt: Date | null, now: Date): BuddyStatus {
  const within = (at: Date | null, minutes: number) =>
    at !== null && now.getTime() - at.getTime() <= minutes * MINUTE && at.getTime() <= now.getTime();
  if (within(lastStudiedAt, STUDYING_WINDOW_MINUTES)) return 'studying';
  if (within(lastActiveAt, ONLINE_WINDOW_MINUTES)) return 'online';
  return 'offline';
}

/**
 * Ranks 1, 2, 3… by points, highest first. Ties are not shared: the same points go in alphabetical order of
 * the username (code-point order, so the order never depends on a locale).
 */
export function rankByPoints<T extends { points: number; username: string }>(
  rows: T[],
): (T & { rank: number })[] {
  return [...rows]
    .sort((x, y) => y.points - x.points || (x.username < y.username ? -1 : x.username > y.username ? 1 : 0))
    .map((row, index) => ({ ...row, rank: index + 1 }));
}
