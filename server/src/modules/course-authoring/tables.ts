import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { CourseDraftPayload } from '@portal/shared-api/contract/course-authoring';
import { courses } from '../catalog/tables.ts';
import { createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/**
 * The wizard's state (docs/product/course-authoring.md#course-draft), saved whole as the wizard sends it;
 * publishing turns it into a course.
 */
export type CourseDraftData = CourseDraftPayload;

export const courseDrafts = pgTable(
  'course_drafts',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Set once published, so editing a published course reopens its draft.
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<CourseDraftData>().notNull(),
    step: integer('step').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_drafts_course_id_idx').on(t.courseId),
    index('course_drafts_author_idx').on(t.authorId, t.updatedAt.desc()),
    check('course_drafts_step_check', sql`${t.step} between 0 and 3`),
  ],
);
