// Dashboard (docs/product/dashboard.md): one aggregated answer for the first paint of /user.
export type * from './schemas.ts';

export const DASHBOARD_LIMITS = {
  recentCourses: 6,
  upcomingMeetings: 5,
  achievements: 3,
  trendingCourses: 6,
} as const;
export const POINTS_PER_LEVEL = 100;

export const DASHBOARD_TEXTS = {
  errorTitle: 'Error Loading Dashboard',
  errorFallback: 'Unable to load user data. Please try again.',
  tryAgain: 'Try Again',
  trendingTitle: 'Trending Courses',
  trendingLink: 'Browse all courses',
  trendingNone: 'No trending courses yet',
  trendingFailed: 'Trending courses could not be loaded',
} as const;

/**
 * Level is floor(points/100)+1; next level points is the distance to the next multiple of 100
 * (docs/product/dashboard.md#level-and-points).
 */
export function levelFromPoints(points: number): { level: number; nextLevelPoints: number } {
  const safe = Math.max(0, Math.floor(points));
  return {
    level: Math.floor(safe / POINTS_PER_LEVEL) + 1,
    nextLevelPoints: POINTS_PER_LEVEL - (safe % POINTS_PER_LEVEL),
  };
}
