// A goal's current value (docs/product/achievements.md#goal-types-and-units), computed from activity since
// the Monday of the week the goal was set, up to its deadline: hours or minutes studied, courses completed,
// points earned, the mean best quiz score; a streak goal reads the current streak. Then the status it
// implies.
import { and, count, eq, gte, lte, max, sql } from 'drizzle-orm';
import { goalPercent } from '@portal/shared-api/contract/analytics';
import { addDays, currentStreakOf } from '@portal/shared-api/contract/course-history';
import type { GoalStatus, GoalType } from '@portal/shared-api/contract/achievements';
import type { Db } from '../../platform/db/client.ts';
import type { goals } from './tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { quizAttempts } from '../player/tables.ts';
import { studySessions } from '../course-history/tables.ts';
import { studyTotals } from '../analytics/index.ts';

export type GoalRow = typeof goals.$inferSelect;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (YYYY-MM-DD) of the week a moment falls in. */
export function weekStartOf(at: Date): string {
  const day = isoDay(at);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

type Window = { start: string; end: string; from: Date; to: Date };

function windowOf(goal: GoalRow, now: Date): Window {
  const start = weekStartOf(goal.createdAt);
  const to = goal.deadline && goal.deadline < now ? goal.deadline : now;
  return { start, end: isoDay(to), from: new Date(`${start}T00:00:00Z`), to };
}

async function sessionSum(db: Db, userId: string, w: Window, column: 'minutes' | 'points') {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${studySessions[column]}), 0)`.mapWith(Number) })
    .from(studySessions)
    .where(
      and(
        eq(studySessions.userId, userId),
        gte(studySessions.studiedOn, w.start),
        lte(studySessions.studiedOn, w.end),
      ),
    );
  return row?.n ?? 0;
}

async function coursesCompleted(db: Db, userId: string, w: Window) {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        gte(enrollments.completedAt, w.from),
        lte(enrollments.completedAt, w.to),
      ),
    );
  return row?.n ?? 0;
}

async function meanBestQuizScore(db: Db, userId: string, w: Window) {
  const best = await db
    .select({ best: max(quizAttempts.score).mapWith(Number) })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        gte(quizAttempts.createdAt, w.from),
        lte(quizAttempts.createdAt, w.to),
      ),
    )
    .groupBy(quizAttempts.lessonId);
  return best.length === 0 ? 0 : Math.round(best.reduce((sum, r) => sum + r.best, 0) / best.length);
}

async function streak(db: Db, userId: string, now: Date) {
  return currentStreakOf((await studyTotals(db, userId)).days, isoDay(now));
}

const VALUE: Record<GoalType, (db: Db, userId: string, w: Window, now: Date) => Promise<number>> = {
  learning_hours: async (db, u, w) => Math.round(((await sessionSum(db, u, w, 'minutes')) / 60) * 10) / 10,
  time_spent: (db, u, w) => sessionSum(db, u, w, 'minutes'),
  points: (db, u, w) => sessionSum(db, u, w, 'points'),
  course_completion: coursesCompleted,
  quiz_score: meanBestQuizScore,
  streak: (db, u, _w, now) => streak(db, u, now),
};

export function goalValue(db: Db, goal: GoalRow, now: Date): Promise<number> {
  return VALUE[goal.type](db, goal.userId, windowOf(goal, now), now);
}

/**
 * The status (docs/product/achievements.md#goal-status-shown): a completed goal stays completed, a paused one
 * paused; otherwise reaching the target completes it, a passed deadline makes it overdue (shown as failed),
 * and the rest is active.
 */
export function goalStatus(goal: GoalRow, value: number, now: Date): GoalStatus {
  if (goal.status === 'completed' || goal.status === 'paused') return goal.status;
  if (goalPercent(value, goal.targetValue) >= 100) return 'completed';
  if (goal.deadline && goal.deadline < now) return 'overdue';
  return 'active';
}
