// Enrolments of the demo people: every library state, certificates issued, pending and expired.
import type { PerPerson } from '../../seed/people.ts';

export interface EnrollmentPlan {
  course: string;
  /**
   * About how far the student got, in percent: the seed completes that share of the lessons and stores the
   * progress those completions give (a course of 7 lessons at 85 % is 6 lessons, 86 %).
   */
  progress: number;
  /** Must be the status the progress implies (completed and paused aside): the seed checks it. */
  status: 'not_started' | 'in_progress' | 'completed' | 'paused';
  enrolledDaysAgo: number;
  lastAccessDaysAgo?: number;
  certificate?: 'issued' | 'pending' | 'expired';
  /** The Library's flags (docs/product/library.md#library-flags). */
  favorite?: boolean;
  downloaded?: boolean;
  removedDaysAgo?: number;
  /** A due date (a cohort's or employer's deadline), this many days ahead at 17:00 UTC: shown on the Calendar. */
  dueDaysFromNow?: number;
}

/**
 * The student's courses are free (JavaScript, Figma, desk yoga), bought (see the commerce orders) or
 * followed through the active Premium Annual plan (brand identity, never bought).
 */
export const ENROLLMENTS: PerPerson<EnrollmentPlan[]> = {
  student: [
    {
      course: 'modern-javascript-fundamentals',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 120,
      lastAccessDaysAgo: 20,
      certificate: 'issued',
      favorite: true,
    },
    {
      // Completed long enough ago for its two-year certificate to have run out a month ago.
      course: 'ui-design-foundations-figma',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 800,
      lastAccessDaysAgo: 759,
      certificate: 'expired',
      removedDaysAgo: 30,
    },
    {
      course: 'modern-css-techniques',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 29,
      lastAccessDaysAgo: 4,
      certificate: 'issued',
    },
    // The course issues no certificate: completed without one.
    {
      course: 'desk-yoga-for-developers',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 75,
      lastAccessDaysAgo: 60,
    },
    {
      course: 'advanced-react-development',
      progress: 65,
      status: 'in_progress',
      enrolledDaysAgo: 59,
      lastAccessDaysAgo: 0,
      favorite: true,
      dueDaysFromNow: 12,
    },
    // Above 80 %: Mark as Complete is offered; the certificate waits for it.
    {
      course: 'postgresql-for-developers',
      progress: 85,
      status: 'in_progress',
      enrolledDaysAgo: 44,
      lastAccessDaysAgo: 1,
      certificate: 'pending',
      downloaded: true,
      dueDaysFromNow: 5,
    },
    {
      course: 'nodejs-backend-development',
      progress: 30,
      status: 'in_progress',
      enrolledDaysAgo: 59,
      lastAccessDaysAgo: 2,
      downloaded: true,
      dueDaysFromNow: 26,
    },
    {
      course: 'brand-identity-design',
      progress: 30,
      status: 'in_progress',
      enrolledDaysAgo: 7,
      lastAccessDaysAgo: 3,
    },
    {
      course: 'digital-marketing-strategy',
      progress: 40,
      status: 'paused',
      enrolledDaysAgo: 29,
      lastAccessDaysAgo: 12,
    },
    { course: 'python-for-data-analysis', progress: 0, status: 'not_started', enrolledDaysAgo: 29 },
  ],
  student2: [
    {
      course: 'photography-light-and-composition',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 50,
      lastAccessDaysAgo: 6,
      certificate: 'issued',
    },
    {
      course: 'digital-marketing-strategy',
      progress: 45,
      status: 'in_progress',
      enrolledDaysAgo: 35,
      lastAccessDaysAgo: 1,
    },
    { course: 'seo-and-content-marketing', progress: 0, status: 'not_started', enrolledDaysAgo: 35 },
  ],
};
