// Dashboard fixtures for page tests and stories.
import type {
  Dashboard,
  DashboardAchievement,
  DashboardCourse,
  DashboardMeeting,
} from '../../dashboard/contract.ts';

export function buildDashboardCourse(overrides: Partial<DashboardCourse> = {}): DashboardCourse {
  return {
    Id: 'course-1',
    Slug: 'advanced-react-development',
    Title: 'Advanced React Development',
    CoverImage: null,
    Progress: 40,
    Status: 'in-progress',
    LastAccessedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDashboardMeeting(overrides: Partial<DashboardMeeting> = {}): DashboardMeeting {
  return {
    Id: 'meeting-1',
    Topic: 'React office hours',
    StartTime: '2026-11-25T15:00:00.000Z',
    EndTime: '2026-11-25T16:00:00.000Z',
    Owner: 'instructor',
    Status: 'scheduled',
    ...overrides,
  };
}

export function buildDashboardAchievement(
  overrides: Partial<DashboardAchievement> = {},
): DashboardAchievement {
  return {
    Id: 'achievement-1',
    Title: 'First Steps',
    Description: 'Complete your first lesson',
    Type: 'milestone',
    Points: 50,
    IsEarned: true,
    EarnedAt: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    stats: {
      enrolledCourses: 3,
      inProgressCourses: 2,
      completedCourses: 1,
      TotalHoursLearned: 12.5,
      CurrentStreak: 4,
      TotalPoints: 240,
      NextLevelPoints: 60,
      level: 3,
      certificatesEarned: 1,
    },
    recentCourses: [buildDashboardCourse()],
    upcomingMeetings: [buildDashboardMeeting()],
    achievements: [buildDashboardAchievement()],
    ...overrides,
  };
}
