// Blog posts (docs/product/posts.md#post): the post as answered (author, category, counts), who may see it,
// the author's own list with search, and the read of one post.
import { and, avg, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  POST_EXCERPT_LENGTH,
  POST_TEXTS,
  type Post,
  type PostAuthor,
  type PostList,
  type PostOpinionCounts,
} from '@portal/shared-api/contract/posts';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { blogPosts, postComments, postOpinions, postRatings } from './tables.ts';
import { categories } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { containsPattern } from '../../core/like.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { plainText } from '../../core/sanitize.ts';
import { displayNameOf } from '../people/index.ts';

/** The signed-in reader, or null for a visitor. */
export type Viewer = string | null;

/** Readable by everyone: published and not hidden by a moderator. */
export function isPublic(): SQL {
  return and(isNotNull(blogPosts.publishedAt), isNull(blogPosts.hiddenAt)) as SQL;
}

/** What a reader may see: public posts, and every post of their own (drafts and hidden ones too). */
export function visibleTo(viewer: Viewer): SQL {
  return viewer ? (or(isPublic(), eq(blogPosts.authorId, viewer)) as SQL) : isPublic();
}

export function matchIdOrSlug(idOrSlug: string): SQL {
  return isUuid(idOrSlug) ? eq(blogPosts.id, idOrSlug) : eq(blogPosts.slug, idOrSlug);
}

const cover = alias(medias, 'post_cover');
/** The author's picture: join it on users.photoMediaId to select `authorColumns`. */
export const photo = alias(medias, 'author_photo');

export const authorColumns = {
  id: users.id,
  slug: users.slug,
  firstname: users.firstname,
  lastname: users.lastname,
  username: users.username,
  photoSubDir: photo.subDir,
  photoHashname: photo.hashname,
};
type AuthorRow = {
  id: string;
  slug: string;
  firstname: string | null;
  lastname: string | null;
  username: string;
  photoSubDir: string | null;
  photoHashname: string | null;
};

export function toAuthor(row: AuthorRow): PostAuthor {
  return {
    Id: row.id,
    Slug: row.slug,
    Name: displayNameOf(row),
    PhotoUrl:
      row.photoSubDir && row.photoHashname
        ? mediaUrl({ subDir: row.photoSubDir, hashname: row.photoHashname })
        : null,
  };
}

/** Posts with their cover, author and category; add where, order and paging. */
export function selectPosts(db: Db) {
  return db
    .select({
      post: blogPosts,
      image: { subDir: cover.subDir, hashname: cover.hashname },
      author: authorColumns,
      category: { slug: categories.slug, title: categories.title },
    })
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(cover, eq(cover.id, blogPosts.imageMediaId))
    .leftJoin(photo, eq(photo.id, users.photoMediaId))
    .leftJoin(categories, eq(categories.id, blogPosts.categoryId));
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export async function opinionCounts(db: Db, postIds: string[]): Promise<Map<string, PostOpinionCounts>> {
  const counts = new Map<string, PostOpinionCounts>(
    postIds.map((id) => [id, { VIEW: 0, LIKE: 0, DISLIKE: 0 }]),
  );
  if (postIds.length === 0) return counts;
  const rows = await db
    .select({ postId: postOpinions.postId, type: postOpinions.type, total: count() })
    .from(postOpinions)
    .where(inArray(postOpinions.postId, postIds))
    .groupBy(postOpinions.postId, postOpinions.type);
  for (const row of rows) {
    const entry = counts.get(row.postId);
    if (entry) entry[row.type] = row.total;
  }
  return counts;
}

/** Comments shown under each post (moderated ones are left out). */
async function commentCounts(db: Db, postIds: string[]): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postComments.postId, total: count() })
    .from(postComments)
    .where(and(inArray(postComments.postId, postIds), isNull(postComments.hiddenAt)))
    .groupBy(postComments.postId);
  return new Map(rows.map((row) => [row.postId, row.total]));
}

/** An average to two decimals, 0 when there is none. */
export function roundAverage(value: string | number | null): number {
  return value === null ? 0 : Math.round(Number(value) * 100) / 100;
}

async function ratingTotals(db: Db, postIds: string[]): Promise<Map<string, { avg: number; count: number }>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postRatings.postId, average: avg(postRatings.rating), total: count() })
    .from(postRatings)
    .where(inArray(postRatings.postId, postIds))
    .groupBy(postRatings.postId);
  return new Map(rows.map((row) => [row.postId, { avg: roundAverage(row.average), count: row.total }]));
}

/** The content as one line of plain text, cut at a word near 200 characters. */
export function excerptOf(html: string): string {
  // Block ends become spaces, so paragraphs do not run together once the tags are gone.
  const text = plainText(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= POST_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, POST_EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > POST_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export async function toPosts(db: Db, viewer: Viewer, rows: PostRow[]): Promise<Post[]> {
  const ids = rows.map((row) => row.post.id);
  const [opinions, comments, ratings] = await Promise.all([
    opinionCounts(db, ids),
    commentCounts(db, ids),
    ratingTotals(db, ids),
  ]);
  return rows.map(({ post, image, author, category }) => ({
    Id: post.id,
    Slug: post.slug,
    Title: post.title,
    Content: post.content,
    Image: image ? { Hashname: image.hashname, url: mediaUrl(image) } : null,
    ImageMediaId: post.imageMediaId,
    CreatedAt: post.createdAt.toISOString(),
    UpdatedAt: post.updatedAt.toISOString(),
    PublishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
    Opinions: opinions.get(post.id) ?? { VIEW: 0, LIKE: 0, DISLIKE: 0 },
    Author: toAuthor(author),
    Category: category ? { Slug: category.slug, Title: category.title } : null,
    Excerpt: excerptOf(post.content),
    CommentCount: comments.get(post.id) ?? 0,
    RatingAverage: ratings.get(post.id)?.avg ?? 0,
    RatingCount: ratings.get(post.id)?.count ?? 0,
    IsOwner: viewer === post.authorId,
    Hidden: post.hiddenAt !== null,
  }));
}

/** A page of posts matching `where`, in `order`, with the number matching. */
export async function pageOfPosts(
  deps: Deps,
  viewer: Viewer,
  where: SQL,
  order: SQL[],
  paging: { take: number; skip: number },
  /** Counts and pages through the first this many matches only, so a costly filter stops early. */
  maxMatches?: number,
): Promise<PostList> {
  const { db } = deps;
  const take =
    maxMatches === undefined ? paging.take : Math.max(0, Math.min(paging.take, maxMatches - paging.skip));
  const matches = maxMatches
    ? db.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(maxMatches).as('matches')
    : null;
  const [rows, [counted]] = await Promise.all([
    take === 0
      ? []
      : selectPosts(db)
          .where(where)
          .orderBy(...order)
          .limit(take)
          .offset(paging.skip),
    matches
      ? db.select({ total: count() }).from(matches)
      : db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts: await toPosts(db, viewer, rows), countTotal: counted?.total ?? 0 };
}

/**
 * The paginate path (docs/product/posts.md#api): the author's posts (drafts included), newest first,
 * optionally searched.
 */
export async function listAuthorPosts(
  deps: Deps,
  authorId: string,
  paging: { take: number; skip: number; q?: string },
): Promise<PostList> {
  const search = paging.q?.trim();
  const conditions: SQL[] = [eq(blogPosts.authorId, authorId)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.content, pattern)) as SQL);
  }
  return pageOfPosts(
    deps,
    authorId,
    and(...conditions) as SQL,
    [desc(blogPosts.createdAt), desc(blogPosts.id)],
    paging,
  );
}

/** GET /posts/{id}: a public post by Id or slug; its author also reads it as a draft or hidden. */
export async function getReadablePost(deps: Deps, viewer: Viewer, idOrSlug: string): Promise<Post> {
  const rows = await selectPosts(deps.db)
    .where(and(matchIdOrSlug(idOrSlug), visibleTo(viewer)))
    .limit(1);
  if (rows.length === 0) throw httpError(404, POST_TEXTS.notFound);
  const [post] = await toPosts(deps.db, viewer, rows);
  return post as Post;
}

export type PostRef = { id: string; authorId: string; categoryId: string | null; isPublic: boolean };

/**
 * The post a comment, opinion or rating is about. `public` posts only for writes (a draft or hidden post
 * answers 404 even to its author: nobody else could see the result); reads also let the author in.
 */
export async function findPost(
  deps: Deps,
  viewer: Viewer,
  slug: string,
  need: 'public' | 'visible',
): Promise<PostRef> {
  const [row] = await deps.db
    .select({
      id: blogPosts.id,
      authorId: blogPosts.authorId,
      categoryId: blogPosts.categoryId,
      publishedAt: blogPosts.publishedAt,
      hiddenAt: blogPosts.hiddenAt,
    })
    .from(blogPosts)
    .where(and(matchIdOrSlug(slug), need === 'public' ? isPublic() : visibleTo(viewer)))
    .limit(1);
  if (!row) throw httpError(404, POST_TEXTS.notFound);
  return {
    id: row.id,
    authorId: row.authorId,
    categoryId: row.categoryId,
    isPublic: row.publishedAt !== null && row.hiddenAt === null,
  };
}
