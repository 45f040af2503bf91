// Enrolments of the demo people: every library state, certificates issued, pending and expired.
import type { PerPerson } from '../identity/people.ts';

export interface EnrollmentPlan {
  course: string;
  progress: number;
  status: 'not_started' | 'in_progress' | 'completed' | 'paused';
  enrolledDaysAgo: number;
  lastAccessDaysAgo?: number;
  certificate?: 'issued' | 'pending' | 'expired';
}

export const ENROLLMENTS: PerPerson<EnrollmentPlan[]> = {
  student: [
    {
      course: 'modern-javascript-fundamentals',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 120,
      lastAccessDaysAgo: 20,
      certificate: 'issued',
    },
    {
      course: 'ui-design-foundations-figma',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 170,
      lastAccessDaysAgo: 90,
      certificate: 'expired',
    },
    {
      course: 'modern-css-techniques',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 29,
      lastAccessDaysAgo: 4,
      certificate: 'issued',
    },
    {
      course: 'advanced-react-development',
      progress: 65,
      status: 'in_progress',
      enrolledDaysAgo: 59,
      lastAccessDaysAgo: 0,
    },
    {
      course: 'postgresql-for-developers',
      progress: 85,
      status: 'in_progress',
      enrolledDaysAgo: 44,
      lastAccessDaysAgo: 1,
      certificate: 'pending',
    },
    {
      course: 'nodejs-backend-development',
      progress: 30,
      status: 'in_progress',
      enrolledDaysAgo: 59,
      lastAccessDaysAgo: 2,
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
