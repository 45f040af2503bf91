// Public lists of blog posts (docs/product/posts.md#api): newest, searched, most liked, a person's, a
// category's, trending and related, plus the categories with their post counts. Only public posts (published,
// not hidden), except a person's own list, which shows them their drafts too.
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  POST_TEXTS,
  POSTS_SEARCH_MAX_RESULTS,
  POSTS_TRENDING_DAYS,
  type Post,
  type PostCategoryList,
  type PostList,
  type PostsByCategory,
} from '@portal/shared-api/contract/posts';
import type { Deps } from '../../core/deps.ts';
import { blogPosts, postComments, postOpinions } from './tables.ts';
import { categories } from '../catalog/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { containsPattern } from '../../core/like.ts';
import { findPost, isPublic, pageOfPosts, selectPosts, toPosts, type Viewer } from './reads.ts';

type Paging = { take: number; skip: number };

const DAY_MS = 86_400_000;

/** Newest publication first; the id breaks ties so pages never repeat a post. */
const newest = () => [desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id)];

/** GET /posts and /posts/lazy/{take}/{skip}. */
export function listPublicPosts(deps: Deps, viewer: Viewer, paging: Paging): Promise<PostList> {
  return pageOfPosts(deps, viewer, isPublic(), newest(), paging);
}

/** POST /posts/search: the typed text is matched literally (its % and _ are not wildcards). */
export function searchPublicPosts(
  deps: Deps,
  viewer: Viewer,
  query: string,
  paging: Paging,
): Promise<PostList> {
  const text = query.trim();
  if (!text) return listPublicPosts(deps, viewer, paging);
  const pattern = containsPattern(text);
  const matches = or(ilike(blogPosts.title, pattern), ilike(blogPosts.content, pattern)) as SQL;
  return pageOfPosts(
    deps,
    viewer,
    and(isPublic(), matches) as SQL,
    newest(),
    paging,
    POSTS_SEARCH_MAX_RESULTS,
  );
}

const countOf = (type: 'VIEW' | 'LIKE' | 'DISLIKE', since?: Date) =>
  sql<number>`(select count(*) from ${postOpinions} where ${postOpinions.postId} = ${blogPosts.id} and ${postOpinions.type} = ${type}${
    since ? sql` and ${postOpinions.createdAt} >= ${since.toISOString()}::timestamptz` : sql``
  })`;

/** GET /posts/likes/dsc: the most liked public posts, newest first among equals. */
export async function mostLikedPosts(deps: Deps, viewer: Viewer, take: number): Promise<Post[]> {
  const rows = await selectPosts(deps.db)
    .where(isPublic())
    .orderBy(desc(countOf('LIKE')), ...newest())
    .limit(take);
  return toPosts(deps.db, viewer, rows);
}

/** GET /posts/user/{slug}: a person's public posts; their own drafts and hidden posts when it is them. */
export async function userPublicPosts(
  deps: Deps,
  viewer: Viewer,
  userSlug: string,
  paging: Paging,
): Promise<PostList> {
  const [person] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.slug, userSlug))
    .limit(1);
  if (!person) throw httpError(404, POST_TEXTS.userNotFound);
  const mine = viewer === person.id;
  const where = and(eq(blogPosts.authorId, person.id), mine ? undefined : isPublic()) as SQL;
  const order = mine ? [desc(blogPosts.createdAt), desc(blogPosts.id)] : newest();
  return pageOfPosts(deps, viewer, where, order, paging);
}

/** GET /posts/category/{categorySlug}: a top-level category's public posts, newest first. */
export async function postsInCategory(
  deps: Deps,
  viewer: Viewer,
  categorySlug: string,
  paging: Paging,
): Promise<PostsByCategory> {
  const [category] = await deps.db
    .select({ id: categories.id, slug: categories.slug, title: categories.title })
    .from(categories)
    .where(and(eq(categories.slug, categorySlug), isNull(categories.parentId)))
    .limit(1);
  if (!category) throw httpError(404, POST_TEXTS.categoryNotFound);
  const page = await pageOfPosts(
    deps,
    viewer,
    and(isPublic(), eq(blogPosts.categoryId, category.id)) as SQL,
    newest(),
    paging,
  );
  return { ...page, category: { Slug: category.slug, Title: category.title } };
}

/**
 * GET /posts/trending: views + 3 × likes − dislikes + 5 × comments, counting only the last 30 days; posts
 * with the same score (none at all, say) come newest first.
 */
export async function trendingPosts(deps: Deps, viewer: Viewer, take: number): Promise<Post[]> {
  const since = new Date(deps.clock.now().getTime() - POSTS_TRENDING_DAYS * DAY_MS);
  const comments = sql<number>`(select count(*) from ${postComments} where ${postComments.postId} = ${blogPosts.id} and ${postComments.hiddenAt} is null and ${postComments.createdAt} >= ${since.toISOString()}::timestamptz)`;
  const score = sql`(${countOf('VIEW', since)} + 3 * ${countOf('LIKE', since)} - ${countOf('DISLIKE', since)} + 5 * ${comments})`;
  const rows = await selectPosts(deps.db)
    .where(isPublic())
    .orderBy(desc(score), ...newest())
    .limit(take);
  return toPosts(deps.db, viewer, rows);
}

/** GET /posts/{slug}/related: same category first, then the same author, then the newest; never itself. */
export async function relatedPosts(deps: Deps, viewer: Viewer, slug: string, take: number): Promise<Post[]> {
  const post = await findPost(deps, viewer, slug, 'visible');
  const sameCategory = post.categoryId
    ? sql`(${blogPosts.categoryId} is not distinct from ${post.categoryId}::uuid)`
    : sql`false`;
  const rows = await selectPosts(deps.db)
    .where(and(isPublic(), ne(blogPosts.id, post.id)))
    .orderBy(desc(sameCategory), desc(sql`(${blogPosts.authorId} = ${post.authorId}::uuid)`), ...newest())
    .limit(take);
  return toPosts(deps.db, viewer, rows);
}

/** GET /posts/categories: every top-level category in catalogue order with its public posts (0 too). */
export async function postCategories(deps: Deps): Promise<PostCategoryList> {
  const rows = await deps.db
    .select({ slug: categories.slug, title: categories.title, total: count(blogPosts.id) })
    .from(categories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, categories.id), isPublic()))
    .where(isNull(categories.parentId))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.title));
  return rows.map((row) => ({ Slug: row.slug, Title: row.title, PostCount: row.total }));
}
