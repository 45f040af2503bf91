import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courses, lessons } from '../catalog/tables.ts';
import { createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/** A course note (docs/product/notes.md#course-note). */
export const courseNotes = pgTable(
  'course_notes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    // Free text the learner typed; kept when the lesson is later removed.
    lessonName: text('lesson_name'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    timestampSeconds: integer('timestamp_seconds').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPrivate: boolean('is_private').notNull().default(true),
    color: text('color').notNull(),
    // The unguessable part of /notes/shared/{token} while the note is shared; null otherwise.
    shareToken: text('share_token').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_notes_course_id_idx').on(t.courseId),
    index('course_notes_lesson_id_idx').on(t.lessonId),
    index('course_notes_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('course_notes_user_course_idx').on(t.userId, t.courseId),
    check('course_notes_timestamp_check', sql`${t.timestampSeconds} >= 0`),
  ],
);
