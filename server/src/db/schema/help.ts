import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** 02 §2.10 Help Center: the four categories of articles. */
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
    // The six "popular articles" of 02 §2.10, in order; null for the rest.
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
