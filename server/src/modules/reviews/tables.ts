import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses, lessons } from '../catalog/tables.ts';
import { createdAt, id, inList, tz, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const REVIEW_ENTITY_TYPES = ['course', 'instructor', 'content'] as const;

/**
 * A rating or review (docs/product/reviews.md#review). EntityId is spelled as one real foreign key per entity
 * type, so a review disappears with its course and the database guarantees the target exists.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: REVIEW_ENTITY_TYPES }).notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    title: text('title').notNull(),
    review: text('review').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    // Moderation: pending until approved; a rejection keeps its reason for the author. Editing starts over.
    rejectionReason: text('rejection_reason'),
    moderatedAt: tz('moderated_at'),
    moderatedById: uuid('moderated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_instructor_id_idx').on(t.instructorId),
    index('reviews_lesson_id_idx').on(t.lessonId),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('reviews_course_idx').on(t.courseId),
    index('reviews_moderated_by_idx').on(t.moderatedById),
    index('reviews_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.isApproved} = false and ${t.rejectionReason} is null`),
    uniqueIndex('reviews_user_course_unique')
      .on(t.userId, t.courseId)
      .where(sql`${t.entityType} = 'course'`),
    uniqueIndex('reviews_user_instructor_unique')
      .on(t.userId, t.instructorId)
      .where(sql`${t.entityType} = 'instructor'`),
    check('reviews_score_check', sql`${t.score} between 1 and 5`),
    check('reviews_title_check', sql`char_length(${t.title}) between 1 and 100`),
    check('reviews_review_check', sql`char_length(${t.review}) between 1 and 2000`),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
    check('reviews_entity_type_check', sql`${t.entityType} in ${inList(REVIEW_ENTITY_TYPES)}`),
    check(
      'reviews_entity_check',
      sql`(${t.entityType} = 'course' and ${t.courseId} is not null)
        or (${t.entityType} = 'instructor' and ${t.instructorId} is not null)
        or (${t.entityType} = 'content' and ${t.lessonId} is not null)`,
    ),
  ],
);
