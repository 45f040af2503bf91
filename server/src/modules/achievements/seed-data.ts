// Goals and achievements of the demo people: the achievement catalogue, each person's progress towards
// it, and their own goals in every status.
import type { PerPerson } from '../../seed/people.ts';

export interface GoalPlan {
  title: string;
  description: string;
  type: 'learning_hours' | 'time_spent' | 'course_completion' | 'streak' | 'quiz_score' | 'points';
  target: number;
  deadlineDays: number;
  priority: 'low' | 'medium' | 'high';
  /** What the seed stores; active and overdue goals are then resolved from activity like the server does. */
  status: 'active' | 'completed' | 'paused' | 'overdue';
  reward?: string;
}

/** Achievement slug → earned this many days ago. */
export type EarnedPlan = Record<string, number>;

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
    target: 1,
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
    target: 1,
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
    target: 7,
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
    target: 100,
  },
  {
    slug: 'note-taker',
    title: 'Note Taker',
    description: 'Write ten course notes.',
    type: 'notes',
    icon: 'notebook-pen',
    category: 'habits',
    rarity: 'common',
    points: 15,
    target: 10,
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
    target: 10,
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
    target: 30,
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
    target: 3,
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
    target: 5,
  },
] as const;

/**
 * When each person earned what their activity reaches (days ago). Progress is computed from the seeded
 * activity like the server computes it; the seed fails if a date is given for an achievement not reached.
 */
export const EARNED: PerPerson<EarnedPlan> = {
  student: {
    'first-steps': 118,
    'course-finisher': 90,
    'ten-hours': 12,
    'week-streak': 6,
    'helpful-reviewer': 3,
  },
  student2: {
    'first-steps': 48,
    'course-finisher': 6,
  },
};

export const GOALS: PerPerson<GoalPlan[]> = {
  student: [
    {
      title: 'Study 40 hours this month',
      description: 'Keep a steady pace of about 80 minutes a day.',
      type: 'learning_hours',
      target: 40,
      deadlineDays: 12,
      priority: 'high',
      status: 'active',
      reward: 'A new mechanical keyboard',
    },
    {
      title: 'Complete three courses this month',
      description: 'Two are done; Advanced React is next.',
      type: 'course_completion',
      target: 3,
      deadlineDays: 21,
      priority: 'high',
      status: 'active',
    },
    {
      title: 'Keep a 14-day streak',
      description: 'At least one lesson every day.',
      type: 'streak',
      target: 14,
      deadlineDays: 5,
      priority: 'medium',
      status: 'active',
    },
    {
      title: 'Score 90% on database quizzes',
      description: 'Retake quizzes until the score is at least 90%.',
      type: 'quiz_score',
      target: 90,
      deadlineDays: 30,
      priority: 'low',
      status: 'paused',
    },
    {
      title: 'Complete Modern CSS Techniques',
      description: 'Finish every lesson and get the certificate.',
      type: 'course_completion',
      target: 1,
      deadlineDays: -2,
      priority: 'medium',
      status: 'completed',
      reward: 'Weekend off',
    },
    {
      title: 'Study 1,500 minutes before the Node.js exam',
      description: 'Get through the security section.',
      type: 'time_spent',
      target: 1500,
      deadlineDays: -3,
      priority: 'medium',
      status: 'overdue',
    },
    {
      title: 'Earn 1,000 points',
      description: 'Points come with every study session and completed lesson.',
      type: 'points',
      target: 1000,
      deadlineDays: 20,
      priority: 'low',
      status: 'active',
    },
  ],
  student2: [
    {
      title: 'Complete two courses',
      description: 'Digital Marketing Strategy, then photography.',
      type: 'course_completion',
      target: 2,
      deadlineDays: 30,
      priority: 'medium',
      status: 'active',
    },
    {
      title: 'Study 15 hours this month',
      description: 'Weekend mornings.',
      type: 'learning_hours',
      target: 15,
      deadlineDays: 14,
      priority: 'low',
      status: 'active',
    },
  ],
};
