import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { courses } from './catalog.ts';
import { createdAt, id } from './columns.ts';
import { users } from './identity.ts';

/** Saved-courses collections (03 §3 Collection; Username is the collection name). */
export const courseCollections = pgTable(
  'course_collections',
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
  (t) => [index('course_collections_user_idx').on(t.userId, t.createdAt)],
);

export const courseCollectionItems = pgTable(
  'course_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => courseCollections.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    index('course_collection_items_course_id_idx').on(t.courseId),
    primaryKey({ columns: [t.collectionId, t.courseId] }),
  ],
);
