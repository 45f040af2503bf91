// Enrolment fixtures for page tests and stories: valid contract objects with overridable fields.
import type { EnrolledCourse, LearningOverview } from '../../enrollments/contract.ts';

let sequence = 0;

type ProductField =
  'Course' | 'completionPercentage' | 'enrollmentDate' | 'lastAccessedDate' | 'certificateUrl';

/**
 * A 40 % done intermediate Programming course (4 of 10 lessons), opened on 2026-11-20, in the library,
 * neither favourite nor downloaded, without a certificate. Each call gets its own Id and Slug.
 */
export function buildEnrolledCourse(overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  sequence += 1;
  const number = String(sequence).padStart(12, '0');
  const course: Omit<EnrolledCourse, ProductField> = {
    Id: `00000000-0000-4000-a000-${number}`,
    Slug: `course-${sequence}`,
    Title: `Course ${sequence}`,
    Description: 'Hooks, context and patterns for larger React applications.',
    Thumbnail: null,
    Instructor: { Id: 'instructor-1', Username: 'Jordan Lee', Avatar: null },
    Category: 'Programming',
    Level: 'intermediate',
    Duration: 600,
    Rating: 4.5,
    ReviewCount: 12,
    Progress: 40,
    Status: 'in_progress',
    EnrolledAt: '2026-10-01T09:00:00.000Z',
    LastAccessedAt: '2026-11-20T10:00:00.000Z',
    CompletedAt: null,
    CertificateUrl: null,
    IsFavorite: false,
    IsDownloaded: false,
    IsRemovedFromLibrary: false,
    Tags: ['react'],
    TotalLessons: 10,
    CompletedLessons: 4,
    NextLesson: { Id: `lesson-${sequence}-5`, Title: 'Custom hooks' },
    LastLessonId: `lesson-${sequence}-4`,
    TimeSpentMinutes: 125,
    QuizScore: null,
    Access: 'purchased',
    ...overrides,
  };
  // The product's names carry the same values as ours, unless a test sets them apart.
  return {
    ...course,
    Course: { Id: course.Id, Slug: course.Slug, Title: course.Title },
    completionPercentage: course.Progress,
    enrollmentDate: course.EnrolledAt,
    lastAccessedDate: course.LastAccessedAt,
    certificateUrl: course.CertificateUrl,
    ...overrides,
  };
}

/** 12.5 hours in all, 3 this week, a 4-day streak, level 3 with 60 points to go. */
export function buildLearningOverview(overrides: Partial<LearningOverview> = {}): LearningOverview {
  return {
    TotalHoursLearned: 12.5,
    HoursThisWeek: 3,
    CurrentStreak: 4,
    TotalPoints: 240,
    NextLevelPoints: 60,
    Level: 3,
    ...overrides,
  };
}
