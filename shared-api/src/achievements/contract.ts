// Goals and achievements (docs/product/achievements.md): units, the status shown, labels and texts the page
// and the server share.
import { number, object, string } from 'yup';
import { GOAL_DESCRIPTION_MAX, GOAL_REWARD_MAX, GOAL_TARGET_MAX, GOAL_TITLE_MAX } from './constants.ts';
import type { GoalPriority, GoalStatus, GoalType } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { GOAL_PRIORITIES, GOAL_TYPES } from './constants.ts';

/**
 * The unit a goal's values are shown in (docs/product/achievements.md#goal-types-and-units). learning_hours
 * is counted in hours.
 */
export function goalUnit(type: GoalType): string {
  switch (type) {
    case 'time_spent':
      return 'minutes';
    case 'course_completion':
      return 'courses';
    case 'streak':
      return 'days';
    case 'quiz_score':
      return 'percent';
    case 'learning_hours':
      return 'hours';
    default:
      return 'points';
  }
}

export const GOAL_TYPE_LABELS: Record<GoalType, string> = {
  learning_hours: 'Learning hours',
  time_spent: 'Time spent',
  course_completion: 'Course completion',
  streak: 'Study streak',
  quiz_score: 'Quiz score',
  points: 'Points',
};

export const GOAL_PRIORITY_LABELS: Record<GoalPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export type GoalStatusShown = 'active' | 'completed' | 'paused' | 'failed';

/**
 * Completed shows completed, paused stays paused, overdue is shown as failed, the rest active
 * (docs/product/achievements.md#goal-status-shown).
 */
export function goalStatusShown(status: GoalStatus): GoalStatusShown {
  if (status === 'overdue') return 'failed';
  return status;
}

export const GOAL_TEXTS = {
  noActive: 'No active goals yet. Create your first goal to get started!',
  noAchievements: 'No achievements unlocked yet',
  loadFailed: 'Failed to load goals and achievements',
  titleRequired: 'Please enter a goal title',
  targetRequired: 'Please enter a target of at least 1',
  quizTarget: 'A quiz score target is a percentage from 1 to 100',
  deadlinePast: 'The deadline cannot be in the past',
  created: 'Goal created successfully!',
  updated: 'Goal updated successfully!',
  deleted: 'Goal deleted',
  paused: 'Goal paused',
  resumed: 'Goal resumed',
  saveFailed: 'Failed to save goal',
  deleteFailed: 'Failed to delete goal',
  completedLocked: 'A completed goal cannot be paused or changed',
  notFound: 'Goal not found',
} as const;

/** Recent Achievements lists at most five (docs/product/achievements.md#limits). */
export const RECENT_ACHIEVEMENTS = 5;

/** The goal dialog's rules, the server's too (yup, as every form's). Deadline is a day, '' for none. */
export const goalFormSchema = object({
  Title: string().trim().required(GOAL_TEXTS.titleRequired).max(GOAL_TITLE_MAX),
  Description: string().max(GOAL_DESCRIPTION_MAX),
  TargetValue: number()
    .typeError(GOAL_TEXTS.targetRequired)
    .integer(GOAL_TEXTS.targetRequired)
    .required(GOAL_TEXTS.targetRequired)
    .min(1, GOAL_TEXTS.targetRequired)
    .max(GOAL_TARGET_MAX)
    .when('Type', {
      is: 'quiz_score',
      then: (schema) => schema.max(100, GOAL_TEXTS.quizTarget),
    }),
  Reward: string().max(GOAL_REWARD_MAX),
});
