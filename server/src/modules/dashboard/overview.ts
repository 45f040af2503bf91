// My Progress's learning overview (docs/product/enrollments.md#learning-overview): the dashboard's figures
// (one computation, so both pages agree) with this week's hours and the level those points reach.
import { levelFromPoints } from '@portal/shared-api/contract/dashboard';
import type { LearningOverview } from '@portal/shared-api/contract/enrollments';
import type { Deps } from '../../core/deps.ts';
import { getLearningOverview } from './learning.ts';

export async function getMyLearningOverview(deps: Deps, userId: string): Promise<LearningOverview> {
  const overview = await getLearningOverview(deps, userId);
  const { level, nextLevelPoints } = levelFromPoints(overview.points);
  return {
    TotalHoursLearned: overview.hoursLearned,
    HoursThisWeek: overview.hoursThisWeek,
    CurrentStreak: overview.streak,
    TotalPoints: overview.points,
    NextLevelPoints: nextLevelPoints,
    Level: level,
  };
}
