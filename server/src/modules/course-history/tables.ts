import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courses, lessons } from '../catalog/tables.ts';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

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

/** A history item (docs/product/history.md#history-item). */
export const courseHistory = pgTable(
  'course_history',
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
    index('course_history_course_id_idx').on(t.courseId),
    index('course_history_lesson_id_idx').on(t.lessonId),
    index('course_history_user_time_idx').on(t.userId, t.occurredAt.desc()),
    check('course_history_action_check', sql`${t.action} in ${inList(HISTORY_ACTIONS)}`),
    check('course_history_device_check', sql`${t.deviceType} in ${inList(DEVICE_TYPES)}`),
    check('course_history_progress_check', sql`${t.progress} between 0 and 100`),
    check('course_history_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);
