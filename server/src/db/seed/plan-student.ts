import type { OrderPlan } from './commerce.ts';
import type { EnrollmentPlan } from './learner.ts';
import type { EarnedPlan, GoalPlan } from './learning.ts';
import type { ReviewPlan } from './reviews.ts';

// student@academy.test (Alex Morgan): every state the pages can show. Notifications and notes: plan-student-activity.ts.
export const STUDENT_ENROLLMENTS: EnrollmentPlan[] = [
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
];

export function studentOrders(plans: { monthly: string; annual: string }, welcome: string): OrderPlan[] {
  const monthly = { id: plans.monthly, name: 'Plus Monthly', priceCents: 2999, durationDays: 30 };
  return [
    ...[210, 180, 150, 120, 90].map((d): OrderPlan => ({
      daysAgo: d,
      status: 3,
      plan: { ...monthly, subscriptionStatus: 3 },
    })),
    {
      daysAgo: 60,
      status: 3,
      courses: ['advanced-react-development', 'nodejs-backend-development'],
      couponId: welcome,
      percentOff: 10,
    },
    { daysAgo: 45, status: 3, courses: ['postgresql-for-developers'] },
    {
      daysAgo: 30,
      status: 3,
      courses: ['modern-css-techniques', 'python-for-data-analysis', 'digital-marketing-strategy'],
    },
    {
      daysAgo: 20,
      status: 3,
      plan: { id: plans.annual, name: 'Premium Annual', priceCents: 19999, durationDays: 365 },
    },
    { daysAgo: 12, status: 2, courses: ['seo-and-content-marketing'] },
    { daysAgo: 8, status: 1, courses: ['brand-identity-design'] },
    { daysAgo: 1, status: 4, courses: ['photography-light-and-composition'] },
  ];
}

export const STUDENT_WISHLIST: [string, number, boolean][] = [
  ['photography-light-and-composition', 3, true],
  ['brand-identity-design', 6, false],
  ['seo-and-content-marketing', 10, true],
  ['startup-finance-essentials', 14, false],
  ['project-management-for-teams', 21, false],
  ['desk-yoga-for-developers', 25, false],
];

export const STUDENT_GOALS: GoalPlan[] = [
  {
    title: 'Study 20 hours this month',
    description: 'Keep a steady pace of about 40 minutes a day.',
    type: 'learning_hours',
    target: 20,
    current: 13,
    deadlineDays: 12,
    priority: 'high',
    status: 'active',
    reward: 'A new mechanical keyboard',
  },
  {
    title: 'Finish Advanced React Development',
    description: 'Complete the remaining performance and quality lessons.',
    type: 'course_completion',
    target: 1,
    current: 0,
    deadlineDays: 21,
    priority: 'high',
    status: 'active',
  },
  {
    title: 'Keep a 14-day streak',
    description: 'At least one lesson every day.',
    type: 'streak',
    target: 14,
    current: 9,
    deadlineDays: 5,
    priority: 'medium',
    status: 'active',
  },
  {
    title: 'Score 90% on database quizzes',
    description: 'Retake quizzes until the score is at least 90%.',
    type: 'quiz_score',
    target: 90,
    current: 67,
    deadlineDays: 30,
    priority: 'low',
    status: 'paused',
  },
  {
    title: 'Complete Modern CSS Techniques',
    description: 'Finish every lesson and get the certificate.',
    type: 'course_completion',
    target: 1,
    current: 1,
    deadlineDays: -2,
    priority: 'medium',
    status: 'completed',
    reward: 'Weekend off',
  },
  {
    title: 'Spend 300 minutes on Node.js',
    description: 'Get through the security section.',
    type: 'time_spent',
    target: 300,
    current: 140,
    deadlineDays: -3,
    priority: 'medium',
    status: 'overdue',
  },
];

export const STUDENT_ACHIEVEMENTS: EarnedPlan = [
  ['first-steps', 100, 118],
  ['course-finisher', 100, 90],
  ['week-streak', 100, 6],
  ['quiz-ace', 100, 8],
  ['night-owl', 60, null],
  ['ten-hours', 80, null],
  ['month-streak', 30, null],
  ['helpful-reviewer', 67, null],
];

export const STUDENT_REVIEWS: ReviewPlan[] = [
  {
    course: 'modern-javascript-fundamentals',
    score: 5,
    title: 'The best start I could have hoped for',
    review:
      'Short lessons, real exercises and a clear path from variables to async code. I finally understand promises.',
    approved: true,
    featured: true,
    helpful: 14,
    daysAgo: 19,
  },
  {
    course: 'modern-css-techniques',
    score: 4,
    title: 'Grid finally makes sense',
    review:
      'The grid template areas lesson alone was worth it. I would love a longer section on container queries.',
    approved: true,
    helpful: 6,
    daysAgo: 3,
  },
  {
    course: 'advanced-react-development',
    score: 4,
    title: 'Dense but very practical',
    review: 'The profiling lesson changed how I work. Some videos go fast, so I pause and take notes often.',
    approved: false,
    daysAgo: 1,
  },
  {
    instructor: 'instructor',
    score: 5,
    title: 'Sarah explains the why',
    review: 'Every answer in office hours came with the reasoning behind it, which is exactly what I needed.',
    approved: true,
    helpful: 3,
    daysAgo: 15,
  },
];
