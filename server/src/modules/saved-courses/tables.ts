import { boolean, index, pgTable, primaryKey, text, uuid, unique } from 'drizzle-orm/pg-core';
import { courses } from '../catalog/tables.ts';
import { createdAt, id } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/**
 * Collections of saved courses (docs/product/saved-courses.md#collection; Username is the collection name).
 */
export const savedCourseCollections = pgTable(
  'saved_course_collections',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    // The unguessable part of /wishlist/shared/{token} while a public collection is shared; null otherwise.
    shareToken: text('share_token').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_course_collections_user_idx').on(t.userId, t.createdAt)],
);

export const savedCourseCollectionItems = pgTable(
  'saved_course_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => savedCourseCollections.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    index('saved_course_collection_items_course_id_idx').on(t.courseId),
    primaryKey({ columns: [t.collectionId, t.courseId] }),
  ],
);

export const savedCourses = pgTable(
  'saved_courses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    priceAlert: boolean('price_alert').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_courses_course_id_idx').on(t.courseId),
    unique('saved_courses_user_course_unique').on(t.userId, t.courseId),
    index('saved_courses_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Read-only link to a user's saved courses (/wishlist/shared/:token). */
export const savedCourseShares = pgTable('saved_course_shares', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
