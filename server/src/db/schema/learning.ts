import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, lessons } from './catalog.ts';
import { createdAt, id, inList, tz, updatedAt } from './columns.ts';
import { users } from './identity.ts';

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
export const HISTORY_ACTIONS = ['started', 'completed', 'paused', 'resumed', 'viewed'] as const;
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;

/**
 * Minutes studied (and points earned) per user, per day and course. The learning overview
 * (hours learned, streaks, points, level) is computed from these rows, never stored twice.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    studiedOn: date('studied_on', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    points: integer('points').notNull().default(0),
    lessonsCompleted: integer('lessons_completed').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('study_sessions_course_id_idx').on(t.courseId),
    index('study_sessions_user_day_idx').on(t.userId, t.studiedOn),
    check('study_sessions_minutes_check', sql`${t.minutes} > 0`),
    check('study_sessions_points_check', sql`${t.points} >= 0`),
    check('study_sessions_lessons_check', sql`${t.lessonsCompleted} >= 0`),
  ],
);

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

/** 03 §3 History item. */
export const learningHistory = pgTable(
  'learning_history',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    lessonTitle: text('lesson_title').notNull(),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    deviceType: text('device_type', { enum: DEVICE_TYPES }).notNull().default('desktop'),
    location: text('location'),
    videoPosition: integer('video_position'),
    occurredAt: tz('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('learning_history_course_id_idx').on(t.courseId),
    index('learning_history_lesson_id_idx').on(t.lessonId),
    index('learning_history_user_time_idx').on(t.userId, t.occurredAt.desc()),
    check('learning_history_action_check', sql`${t.action} in ${inList(HISTORY_ACTIONS)}`),
    check('learning_history_device_check', sql`${t.deviceType} in ${inList(DEVICE_TYPES)}`),
    check('learning_history_progress_check', sql`${t.progress} between 0 and 100`),
    check('learning_history_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);

/** Where the learner stopped in a video (03 §3 Video progress; contentId is the lesson). */
export const videoProgress = pgTable(
  'video_progress',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    currentTime: real('current_time').notNull().default(0),
    duration: real('duration').notNull().default(0),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    lastWatched: tz('last_watched').notNull().defaultNow(),
  },
  (t) => [
    index('video_progress_course_id_idx').on(t.courseId),
    index('video_progress_lesson_id_idx').on(t.lessonId),
    index('video_progress_user_course_idx').on(t.userId, t.courseId),
    unique('video_progress_user_lesson_unique').on(t.userId, t.lessonId),
    check('video_progress_percentage_check', sql`${t.progressPercentage} between 0 and 100`),
    check('video_progress_time_check', sql`${t.currentTime} >= 0 and ${t.duration} >= 0`),
  ],
);

export const videoAnalyticsEvents = pgTable(
  'video_analytics_events',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    deviceType: text('device_type'),
    browserType: text('browser_type'),
    // Caller-supplied fields (03 §3 "plus caller-supplied fields").
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_analytics_events_course_id_idx').on(t.courseId),
    index('video_analytics_events_user_id_idx').on(t.userId),
    index('video_analytics_events_lesson_idx').on(t.lessonId, t.createdAt),
  ],
);

/**
 * What the player remembers per user (issue: speed, captions and quality follow the person across
 * devices). `quality` is a rendition height; null lets the adaptive stream choose.
 */
export const playerPreferences = pgTable(
  'player_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    playbackRate: real('playback_rate').notNull().default(1),
    captionsEnabled: boolean('captions_enabled').notNull().default(false),
    captionsLanguage: text('captions_language').notNull().default('en'),
    quality: integer('quality'),
    autoAdvance: boolean('auto_advance').notNull().default(true),
    volume: real('volume').notNull().default(1),
    muted: boolean('muted').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('player_preferences_rate_check', sql`${t.playbackRate} between 0.5 and 2`),
    check('player_preferences_volume_check', sql`${t.volume} between 0 and 1`),
  ],
);
