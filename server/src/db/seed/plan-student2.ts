import type { NotePlan, NotificationPlan } from './activity.ts';
import type { OrderPlan } from './commerce.ts';
import type { EnrollmentPlan } from './learner.ts';
import type { EarnedPlan, GoalPlan } from './learning.ts';
import type { ReviewPlan } from './reviews.ts';

// student2@academy.test (Priya Nair): a smaller, different account, so tests can tell two users apart.
export const STUDENT2_ENROLLMENTS: EnrollmentPlan[] = [
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
];

export const STUDENT2_ORDERS: OrderPlan[] = [
  { daysAgo: 50, status: 3, courses: ['photography-light-and-composition'] },
  { daysAgo: 35, status: 3, courses: ['digital-marketing-strategy', 'seo-and-content-marketing'] },
  { daysAgo: 2, status: 4, courses: ['brand-identity-design'] },
];

export const STUDENT2_WISHLIST: [string, number, boolean][] = [
  ['brand-identity-design', 9, true],
  ['startup-finance-essentials', 16, false],
];

export const STUDENT2_NOTIFICATIONS: NotificationPlan = [
  [
    'course',
    'medium',
    'Keep going with Digital Marketing Strategy',
    'You are 45% through the course. The next lesson is "Paid social basics".',
    180,
    false,
    '/user/courses',
    'digital-marketing-strategy',
  ],
  [
    'success',
    'low',
    'Certificate issued',
    'Your certificate for Photography Basics: Light and Composition is ready.',
    60 * 24 * 6,
    true,
    '/user/certificates',
    'photography-light-and-composition',
  ],
  [
    'warning',
    'high',
    'Payment pending',
    'Your order for Brand Identity Design is waiting for payment confirmation.',
    60 * 24 * 2,
    false,
    '/user/orders',
  ],
];

export const STUDENT2_NOTES: NotePlan = [
  [
    'photography-light-and-composition',
    4,
    'Open shade',
    'Stand the subject just inside the shadow line; the light stays soft and even.',
    0,
    ['light'],
    true,
    '#FDE68A',
    20,
  ],
  [
    'digital-marketing-strategy',
    1,
    'Positioning template',
    'For [audience] who [need], we are the [category] that [benefit].',
    4,
    ['strategy'],
    false,
    '#BFDBFE',
    3,
  ],
];

export const STUDENT2_GOALS: GoalPlan[] = [
  {
    title: 'Finish Digital Marketing Strategy',
    description: 'Two lessons a week.',
    type: 'course_completion',
    target: 1,
    current: 0,
    deadlineDays: 30,
    priority: 'medium',
    status: 'active',
  },
  {
    title: 'Study 6 hours this month',
    description: 'Weekend mornings.',
    type: 'learning_hours',
    target: 6,
    current: 4,
    deadlineDays: 14,
    priority: 'low',
    status: 'active',
  },
];

export const STUDENT2_ACHIEVEMENTS: EarnedPlan = [
  ['first-steps', 100, 48],
  ['course-finisher', 100, 6],
  ['week-streak', 40, null],
];

export const STUDENT2_REVIEWS: ReviewPlan[] = [
  {
    course: 'photography-light-and-composition',
    score: 5,
    title: 'Changed how I see light',
    review: 'Clear explanations and assignments that got me outside with my camera every weekend.',
    approved: true,
    helpful: 4,
    daysAgo: 5,
  },
];
