import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const ACHIEVEMENT_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;

export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // Type (docs/product/achievements.md#achievement) is what the achievement rewards: courses, streak,
    // hours, quizzes, social.
    type: text('type').notNull(),
    icon: text('icon').notNull(),
    category: text('category').notNull(),
    rarity: text('rarity', { enum: ACHIEVEMENT_RARITIES }).notNull().default('common'),
    points: integer('points').notNull().default(0),
    // How much of what `type` counts unlocks it (1 lesson, 7 streak days, 100 % on a quiz…).
    target: integer('target').notNull().default(1),
    // The required value is a fixed 100 (docs/product/achievements.md#limits).
    requiredValue: integer('required_value').notNull().default(100),
    createdAt: createdAt(),
  },
  (t) => [
    check('achievements_points_check', sql`${t.points} >= 0`),
    check('achievements_target_check', sql`${t.target} > 0`),
    check('achievements_required_check', sql`${t.requiredValue} > 0`),
    check('achievements_rarity_check', sql`${t.rarity} in ${inList(ACHIEVEMENT_RARITIES)}`),
  ],
);

/** Progress towards an achievement; IsEarned is `earned_at is not null`. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    earnedAt: tz('earned_at'),
  },
  (t) => [
    index('user_achievements_achievement_id_idx').on(t.achievementId),
    primaryKey({ columns: [t.userId, t.achievementId] }),
    index('user_achievements_user_earned_idx').on(t.userId, t.earnedAt),
    check('user_achievements_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export const GOAL_TYPES = [
  'learning_hours',
  'time_spent',
  'course_completion',
  'streak',
  'quiz_score',
  'points',
] as const;
export const GOAL_PRIORITIES = ['low', 'medium', 'high'] as const;
export const GOAL_STATUSES = ['active', 'completed', 'paused', 'overdue'] as const;

export const goals = pgTable(
  'goals',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: GOAL_TYPES }).notNull().default('learning_hours'),
    targetValue: integer('target_value').notNull(),
    currentValue: integer('current_value').notNull().default(0),
    deadline: tz('deadline'),
    priority: text('priority', { enum: GOAL_PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: GOAL_STATUSES }).notNull().default('active'),
    reward: text('reward'),
    createdAt: createdAt(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    index('goals_user_status_idx').on(t.userId, t.status),
    check('goals_type_check', sql`${t.type} in ${inList(GOAL_TYPES)}`),
    check('goals_priority_check', sql`${t.priority} in ${inList(GOAL_PRIORITIES)}`),
    check('goals_status_check', sql`${t.status} in ${inList(GOAL_STATUSES)}`),
    check('goals_values_check', sql`${t.targetValue} > 0 and ${t.currentValue} >= 0`),
  ],
);
