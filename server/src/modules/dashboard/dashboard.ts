// Dashboard (docs/product/dashboard.md#dashboard-page): stats, recent courses, upcoming meetings and latest
// achievements in one answer.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DASHBOARD_LIMITS,
  levelFromPoints,
  type Dashboard,
  type DashboardCourse,
  type DashboardStats,
} from '@portal/shared-api/contract/dashboard';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { medias } from '../medias/tables.ts';
import { listDashboardMeetings } from '../meetings/index.ts';
import { getLearningOverview, listLatestAchievements } from './learning.ts';
import { mediaUrl } from '../../core/media-url.ts';

async function countEnrollments(db: Db, userId: string) {
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${enrollments.status} = 'completed')`.mapWith(Number),
    })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  const enrolled = row?.enrolled ?? 0;
  const completed = row?.completed ?? 0;
  return { enrolled, completed, inProgress: enrolled - completed };
}

/** Up to 6 courses by last access (else enrolment date), with the enrolment's real progress. */
async function listRecentCourses(db: Db, userId: string): Promise<DashboardCourse[]> {
  const lastAccess = sql<Date>`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`;
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      progress: enrollments.progress,
      status: enrollments.status,
      lastAccessedAt: enrollments.lastAccessedAt,
      enrolledAt: enrollments.enrolledAt,
      coverSubDir: medias.subDir,
      coverHashname: medias.hashname,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(medias, eq(medias.id, courses.coverMediaId))
    .where(and(eq(enrollments.userId, userId), eq(courses.archived, false)))
    .orderBy(desc(lastAccess), desc(enrollments.enrolledAt))
    .limit(DASHBOARD_LIMITS.recentCourses);
  return rows.map((row) => ({
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    CoverImage:
      row.coverSubDir && row.coverHashname
        ? mediaUrl({ subDir: row.coverSubDir, hashname: row.coverHashname })
        : null,
    Progress: row.status === 'completed' ? 100 : row.progress,
    Status: row.status === 'completed' ? 'completed' : 'in-progress',
    LastAccessedAt: (row.lastAccessedAt ?? row.enrolledAt).toISOString(),
  }));
}

export async function getDashboard(deps: Deps, userId: string): Promise<Dashboard> {
  const { db } = deps;
  const [counts, recentCourses, upcomingMeetings, overview, achievements] = await Promise.all([
    countEnrollments(db, userId),
    listRecentCourses(db, userId),
    listDashboardMeetings(deps, userId, DASHBOARD_LIMITS.upcomingMeetings),
    getLearningOverview(deps, userId),
    listLatestAchievements(deps, userId, DASHBOARD_LIMITS.achievements),
  ]);
  const { level, nextLevelPoints } = levelFromPoints(overview.points);
  const stats: DashboardStats = {
    enrolledCourses: counts.enrolled,
    inProgressCourses: counts.inProgress,
    completedCourses: counts.completed,
    TotalHoursLearned: overview.hoursLearned,
    CurrentStreak: overview.streak,
    TotalPoints: overview.points,
    NextLevelPoints: nextLevelPoints,
    level,
    // One certificate per completed course when none are recorded
    // (docs/product/dashboard.md#level-and-points).
    certificatesEarned: overview.certificates ?? counts.completed,
  };
  return { stats, recentCourses, upcomingMeetings, achievements };
}
