// Dashboard (01 §2 Dashboard, §3, §8, §9): one aggregated answer for the first paint of /user.
import type { MeetingStatus } from './meetings.ts';

export const DASHBOARD_LIMITS = { recentCourses: 6, upcomingMeetings: 5, achievements: 3 } as const;
export const POINTS_PER_LEVEL = 100;

export const DASHBOARD_TEXTS = {
  errorTitle: 'Error Loading Dashboard',
  errorFallback: 'Unable to load user data. Please try again.',
  tryAgain: 'Try Again',
} as const;

/** 01 §9: level is floor(points/100)+1; next level points is the distance to the next multiple of 100. */
export function levelFromPoints(points: number): { level: number; nextLevelPoints: number } {
  const safe = Math.max(0, Math.floor(points));
  return {
    level: Math.floor(safe / POINTS_PER_LEVEL) + 1,
    nextLevelPoints: POINTS_PER_LEVEL - (safe % POINTS_PER_LEVEL),
  };
}

export type DashboardStats = {
  enrolledCourses: number;
  inProgressCourses: number;
  completedCourses: number;
  /** 01 §3 learning overview: TotalHoursLearned, CurrentStreak, TotalPoints, NextLevelPoints. */
  TotalHoursLearned: number;
  CurrentStreak: number;
  TotalPoints: number;
  NextLevelPoints: number;
  level: number;
  certificatesEarned: number;
};

export type DashboardCourseStatus = 'in-progress' | 'completed';

export type DashboardCourse = {
  Id: string;
  Slug: string;
  Title: string;
  /** URL of the cover image, or null when the course has none. */
  CoverImage: string | null;
  /** Percent 0..100 from the enrolment. */
  Progress: number;
  Status: DashboardCourseStatus;
  /** ISO timestamp of the last lesson opened, or of the enrolment. */
  LastAccessedAt: string;
};

/** 01 §3 "Meeting (dashboard)": Topic is the meeting title, Owner the host's username, StartTime ISO. */
export type DashboardMeeting = {
  Id: string;
  Topic: string;
  StartTime: string;
  EndTime: string;
  Owner: string;
  Status: MeetingStatus;
};

/** 01 §4: scheduled shows as upcoming, running as live, anything else as ended. */
export function meetingDisplayStatus(status: MeetingStatus): 'upcoming' | 'live' | 'ended' {
  if (status === 'scheduled') return 'upcoming';
  if (status === 'running') return 'live';
  return 'ended';
}

/** 01 §3 Achievement. */
export type DashboardAchievement = {
  Id: string;
  Title: string;
  Description: string;
  Type: string;
  Points: number;
  IsEarned: boolean;
  EarnedAt: string | null;
};

/** GET /api/dashboard */
export type Dashboard = {
  stats: DashboardStats;
  recentCourses: DashboardCourse[];
  upcomingMeetings: DashboardMeeting[];
  achievements: DashboardAchievement[];
};
