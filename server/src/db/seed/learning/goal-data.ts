// Goals and achievements of the demo people: the achievement catalogue, each person's progress towards
// it, and their own goals in every status.
import type { PerPerson } from '../identity/people.ts';

export interface GoalPlan {
  title: string;
  description: string;
  type: 'learning_hours' | 'time_spent' | 'course_completion' | 'streak' | 'quiz_score' | 'points';
  target: number;
  current: number;
  deadlineDays: number;
  priority: 'low' | 'medium' | 'high';
  status: 'active' | 'completed' | 'paused' | 'overdue';
  reward?: string;
}

/** [achievement slug, progress %, earned days ago or null] */
export type EarnedPlan = [string, number, number | null][];

export const ACHIEVEMENTS = [
  {
    slug: 'first-steps',
    title: 'First Steps',
    description: 'Complete your first lesson.',
    type: 'lessons',
    icon: 'footprints',
    category: 'learning',
    rarity: 'common',
    points: 10,
  },
  {
    slug: 'course-finisher',
    title: 'Course Finisher',
    description: 'Complete an entire course.',
    type: 'courses',
    icon: 'graduation-cap',
    category: 'learning',
    rarity: 'uncommon',
    points: 50,
  },
  {
    slug: 'week-streak',
    title: 'On a Roll',
    description: 'Study seven days in a row.',
    type: 'streak',
    icon: 'flame',
    category: 'consistency',
    rarity: 'uncommon',
    points: 40,
  },
  {
    slug: 'quiz-ace',
    title: 'Quiz Ace',
    description: 'Score 100% on any quiz.',
    type: 'quizzes',
    icon: 'target',
    category: 'mastery',
    rarity: 'rare',
    points: 60,
  },
  {
    slug: 'night-owl',
    title: 'Night Owl',
    description: 'Finish a lesson after 10 pm.',
    type: 'habits',
    icon: 'moon',
    category: 'habits',
    rarity: 'common',
    points: 15,
  },
  {
    slug: 'ten-hours',
    title: 'Ten Hours In',
    description: 'Study for a total of ten hours.',
    type: 'hours',
    icon: 'clock',
    category: 'consistency',
    rarity: 'rare',
    points: 80,
  },
  {
    slug: 'month-streak',
    title: 'Unstoppable',
    description: 'Study thirty days in a row.',
    type: 'streak',
    icon: 'trophy',
    category: 'consistency',
    rarity: 'epic',
    points: 150,
  },
  {
    slug: 'helpful-reviewer',
    title: 'Helpful Reviewer',
    description: 'Write three course reviews.',
    type: 'social',
    icon: 'message-circle',
    category: 'community',
    rarity: 'common',
    points: 20,
  },
  {
    slug: 'five-courses',
    title: 'Collector of Skills',
    description: 'Complete five courses.',
    type: 'courses',
    icon: 'layers',
    category: 'learning',
    rarity: 'legendary',
    points: 250,
  },
] as const;

export const EARNED: PerPerson<EarnedPlan> = {
  student: [
    ['first-steps', 100, 118],
    ['course-finisher', 100, 90],
    ['week-streak', 100, 6],
    ['quiz-ace', 100, 8],
    ['night-owl', 60, null],
    ['ten-hours', 80, null],
    ['month-streak', 30, null],
    ['helpful-reviewer', 67, null],
  ],
  student2: [
    ['first-steps', 100, 48],
    ['course-finisher', 100, 6],
    ['week-streak', 40, null],
  ],
};

export const GOALS: PerPerson<GoalPlan[]> = {
  student: [
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
  ],
  student2: [
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
  ],
};
