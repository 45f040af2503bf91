import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories } from '../catalog/tables.ts';
import { createdAt, id, inList, tz, updatedAt } from '../../platform/db/columns.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';

export const OPINION_TYPES = ['VIEW', 'LIKE', 'DISLIKE'] as const;

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    // Sanitised HTML (docs/architecture.md#rich-text).
    content: text('content').notNull(),
    imageMediaId: uuid('image_media_id').references(() => medias.id, { onDelete: 'set null' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Listed under /posts/category/{categorySlug} (docs/product/posts.md#api); a top-level catalogue
    // category.
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    // Null while the post is a draft.
    publishedAt: tz('published_at'),
    // Set when a moderator hides it after a report: then it is gone for everyone but its author.
    hiddenAt: tz('hidden_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_category_id_idx').on(t.categoryId),
    index('blog_posts_image_media_id_idx').on(t.imageMediaId),
    index('blog_posts_author_created_idx').on(t.authorId, t.createdAt.desc()),
    index('blog_posts_published_idx').on(t.publishedAt.desc()),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => postComments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    // Set by the author's edit (shown as "edited").
    editedAt: tz('edited_at'),
    hiddenAt: tz('hidden_at'),
  },
  (t) => [
    index('post_comments_author_id_idx').on(t.authorId),
    index('post_comments_parent_comment_id_idx').on(t.parentCommentId),
    index('post_comments_post_created_idx').on(t.postId, t.createdAt),
  ],
);

/** VIEW, LIKE or DISLIKE on a post (docs/product/posts.md#opinions). Views may be anonymous. */
export const postOpinions = pgTable(
  'post_opinions',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: OPINION_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_opinions_user_id_idx').on(t.userId),
    index('post_opinions_post_type_idx').on(t.postId, t.type),
    // A user either likes or dislikes a post, once.
    uniqueIndex('post_opinions_user_vote_unique')
      .on(t.postId, t.userId)
      .where(sql`${t.type} in ('LIKE', 'DISLIKE')`),
    check('post_opinions_type_check', sql`${t.type} in ${inList(OPINION_TYPES)}`),
  ],
);

export const postRatings = pgTable(
  'post_ratings',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_ratings_user_id_idx').on(t.userId),
    unique('post_ratings_post_user_unique').on(t.postId, t.userId),
    check('post_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
