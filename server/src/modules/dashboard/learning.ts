// The learning overview of the dashboard (docs/product/dashboard.md#stats): hours, streak and points come
// from study sessions.
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { currentStreakOf } from '@portal/shared-api/contract/course-history';
import type { DashboardAchievement } from '@portal/shared-api/contract/dashboard';
import type { Deps } from '../../core/deps.ts';
import { achievements, userAchievements } from '../achievements/tables.ts';
import { certificates } from '../certificates/tables.ts';
import { orders } from '../orders/tables.ts';
import { studySessions } from '../course-history/tables.ts';

export type LearningOverview = {
  hoursLearned: number;
  /** Today and the six days before it. */
  hoursThisWeek: number;
  streak: number;
  points: number;
  /**
   * Null when no certificate was issued yet; the caller then counts completed courses
   * (docs/product/dashboard.md#level-and-points).
   */
  certificates: number | null;
};

const DAY = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Hours with one decimal, as the overview shows them. */
function toHours(minutes: number): number {
  return Math.round((minutes / 60) * 10) / 10;
}

/** Consecutive study days ending today, or yesterday when today has no session yet. */
export const currentStreak = (days: string[], now: Date): number => currentStreakOf(days, isoDay(now));

export async function getLearningOverview(deps: Deps, userId: string): Promise<LearningOverview> {
  const { db } = deps;
  const now = deps.clock.now();
  const since = isoDay(new Date(now.getTime() - 366 * DAY));
  const weekStart = isoDay(new Date(now.getTime() - 6 * DAY));
  const [[totals], days, [spent], [issued]] = await Promise.all([
    db
      .select({
        minutes: sql<number>`coalesce(sum(${studySessions.minutes}), 0)`.mapWith(Number),
        weekMinutes: sql<number>`coalesce(sum(${studySessions.minutes})
          filter (where ${studySessions.studiedOn} >= ${weekStart}), 0)`.mapWith(Number),
        points: sql<number>`coalesce(sum(${studySessions.points}), 0)`.mapWith(Number),
      })
      .from(studySessions)
      .where(eq(studySessions.userId, userId)),
    db
      .selectDistinct({ day: studySessions.studiedOn })
      .from(studySessions)
      .where(and(eq(studySessions.userId, userId), gte(studySessions.studiedOn, since)))
      .orderBy(desc(studySessions.studiedOn)),
    db
      .select({ cents: sql<number>`coalesce(sum(${orders.priceCents}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, PAYMENT_STATUS.successful))),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.status, 'issued'))),
  ]);
  const minutes = totals?.minutes ?? 0;
  const earned = totals?.points ?? 0;
  return {
    hoursLearned: toHours(minutes),
    hoursThisWeek: toHours(totals?.weekMinutes ?? 0),
    // The streak defaults to 1; without learning points, points are 10 × the dollars spent
    // (docs/product/dashboard.md#level-and-points).
    streak:
      currentStreak(
        days.map((row) => row.day),
        now,
      ) || 1,
    points: earned > 0 ? earned : Math.floor(((spent?.cents ?? 0) / 100) * 10),
    certificates: issued && issued.count > 0 ? issued.count : null,
  };
}

/** The latest earned achievements, newest first (three: docs/product/dashboard.md#dashboard-limits). */
export async function listLatestAchievements(
  deps: Deps,
  userId: string,
  limit: number,
): Promise<DashboardAchievement[]> {
  const { db } = deps;
  const rows = await db
    .select({
      id: achievements.id,
      title: achievements.title,
      description: achievements.description,
      type: achievements.type,
      points: achievements.points,
      earnedAt: userAchievements.earnedAt,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, userId), isNotNull(userAchievements.earnedAt)))
    .orderBy(desc(userAchievements.earnedAt))
    .limit(limit);
  return rows.map((row) => ({
    Id: row.id,
    Title: row.title,
    Description: row.description,
    Type: row.type,
    Points: row.points,
    IsEarned: true,
    EarnedAt: row.earnedAt ? row.earnedAt.toISOString() : null,
  }));
}
