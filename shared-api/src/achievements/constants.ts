// The achievements domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const GOAL_TITLE_MAX = 100;
export const GOAL_DESCRIPTION_MAX = 500;
export const GOAL_REWARD_MAX = 100;
export const GOAL_TARGET_MAX = 100_000;

export const GOAL_TYPES = [
  'learning_hours',
  'time_spent',
  'course_completion',
  'streak',
  'quiz_score',
  'points',
] as const;
export const GOAL_PRIORITIES = ['low', 'medium', 'high'] as const;
