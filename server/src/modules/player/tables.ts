import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  real,
  unique,
} from 'drizzle-orm/pg-core';
import { lessons, courses } from '../catalog/tables.ts';
import { createdAt, id, inList, updatedAt, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const QUIZ_QUESTION_KINDS = ['single', 'multiple'] as const;

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    options: text('options').array().notNull(),
    // single: exactly one option is right; multiple: the learner ticks every right one.
    kind: text('kind', { enum: QUIZ_QUESTION_KINDS }).notNull().default('single'),
    // Indexes into options; never sent to the learner before the attempt is submitted.
    correctOptions: integer('correct_options').array().notNull(),
    explanation: text('explanation').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('quiz_questions_lesson_idx').on(t.lessonId, t.position),
    check('quiz_questions_options_check', sql`cardinality(${t.options}) >= 2`),
    check('quiz_questions_kind_check', sql`${t.kind} in ${inList(QUIZ_QUESTION_KINDS)}`),
    check(
      'quiz_questions_correct_check',
      sql`cardinality(${t.correctOptions}) >= 1 and cardinality(${t.correctOptions}) <= cardinality(${t.options})`,
    ),
  ],
);

/**
 * A submitted quiz; QuizScores of the analytics page (docs/product/analytics.md#course-analytics) are the
 * scores of these.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    // Chosen options per question id.
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_lesson_id_idx').on(t.lessonId),
    index('quiz_attempts_user_lesson_idx').on(t.userId, t.lessonId, t.createdAt),
    check('quiz_attempts_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** Player bookmarks: note, time in seconds (docs/product/player.md#bookmark). */
export const playerBookmarks = pgTable(
  'player_bookmarks',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    timeSeconds: integer('time_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_bookmarks_lesson_id_idx').on(t.lessonId),
    index('player_bookmarks_user_lesson_idx').on(t.userId, t.lessonId, t.timeSeconds),
    check('player_bookmarks_time_check', sql`${t.timeSeconds} >= 0`),
  ],
);

/** Where the learner stopped in a video (docs/product/player.md#video-progress; contentId is the lesson). */
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
    // Caller-supplied fields (docs/product/player.md#video-analytics-event).
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
