import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uuid, check } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The Help Center's four categories of articles (docs/product/help-and-feedback.md#help-center). */
export const helpCategories = pgTable('help_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

/** A help article: plain paragraphs (blank-line separated), searchable by its words. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    // The Help Center's six popular articles, in order; null for the rest.
    popularRank: integer('popular_rank'),
    views: integer('views').notNull().default(0),
    searchTsv: tsvector('search_tsv').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B')
        || setweight(to_tsvector('english', body), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('help_articles_category_idx').on(t.categoryId),
    index('help_articles_search_idx').using('gin', t.searchTsv),
  ],
);

export const FEEDBACK_TYPES = ['general', 'feature', 'bug', 'compliment'] as const;
export const BUG_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;

/** Feedback sent from the Feedback page (docs/product/help-and-feedback.md#feedback-record). */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull().default('general'),
    rating: integer('rating').notNull().default(0),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    email: text('email'),
    priority: text('priority', { enum: BUG_PRIORITIES }),
    createdAt: createdAt(),
    // Set when a moderator has dealt with it (the moderation queue, authoring issue).
    handledAt: tz('handled_at'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('feedback_user_id_idx').on(t.userId),
    index('feedback_handled_by_id_idx').on(t.handledById),
    index('feedback_created_idx').on(t.createdAt.desc()),
    check('feedback_rating_check', sql`${t.rating} between 0 and 5`),
    check('feedback_type_check', sql`${t.type} in ${inList(FEEDBACK_TYPES)}`),
    check(
      'feedback_priority_check',
      sql`${t.priority} is null or ${t.priority} in ${inList(BUG_PRIORITIES)}`,
    ),
  ],
);
