import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ENROLLMENT_STATUSES } from '@portal/shared-api/contract/enrollments';
import { courses, lessons } from '../catalog/tables.ts';
import { id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('not_started'),
    enrolledAt: tz('enrolled_at').notNull().defaultNow(),
    lastAccessedAt: tz('last_accessed_at'),
    completedAt: tz('completed_at'),
    lastLessonId: uuid('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    // The Library's own flags (docs/product/library.md#library-flags), kept per student on the server so
    // every device shows the same.
    isFavorite: boolean('is_favorite').notNull().default(false),
    isDownloaded: boolean('is_downloaded').notNull().default(false),
    removedFromLibraryAt: tz('removed_from_library_at'),
    // When the learner should have finished (a cohort's or employer's deadline); shown on the Calendar.
    dueAt: tz('due_at'),
  },
  (t) => [
    index('enrollments_last_lesson_id_idx').on(t.lastLessonId),
    unique('enrollments_user_course_unique').on(t.userId, t.courseId),
    index('enrollments_user_accessed_idx').on(t.userId, t.lastAccessedAt),
    index('enrollments_course_idx').on(t.courseId),
    check('enrollments_progress_check', sql`${t.progress} between 0 and 100`),
    check('enrollments_status_check', sql`${t.status} in ${inList(ENROLLMENT_STATUSES)}`),
  ],
);

/** Lessons a learner marked complete; the player recalculates the course percentage from these. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: tz('completed_at').notNull().defaultNow(),
  },
  (t) => [
    index('lesson_completions_lesson_id_idx').on(t.lessonId),
    primaryKey({ columns: [t.userId, t.lessonId] }),
  ],
);
