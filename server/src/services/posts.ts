// Blog posts (03 §2 'Published Posts', §3 Post, §4, §7): the author's own list with search, deletion by
// the author, and the public read of a published post.
import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import {
  POST_TEXTS,
  type Post,
  type PostList,
  type PostOpinionCounts,
} from '@portal/shared-api/contract/posts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { blogPosts, medias, postOpinions } from '../db/schema/index.ts';
import { httpError } from '../lib/errors.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { isUuid } from '../lib/ids.ts';
import { containsPattern } from '../lib/like.ts';

type PostRow = typeof blogPosts.$inferSelect;
type ImageRow = { subDir: string; hashname: string } | null;

function selectPosts(db: Db) {
  return db
    .select({ post: blogPosts, image: { subDir: medias.subDir, hashname: medias.hashname } })
    .from(blogPosts)
    .leftJoin(medias, eq(medias.id, blogPosts.imageMediaId));
}

async function opinionCounts(db: Db, postIds: string[]): Promise<Map<string, PostOpinionCounts>> {
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

async function toPosts(db: Db, rows: { post: PostRow; image: ImageRow }[]): Promise<Post[]> {
  const counts = await opinionCounts(
    db,
    rows.map((row) => row.post.id),
  );
  return rows.map(({ post, image }) => ({
    Id: post.id,
    Slug: post.slug,
    Title: post.title,
    Content: post.content,
    Image: image ? { Hashname: image.hashname, url: mediaUrl(image) } : null,
    CreatedAt: post.createdAt.toISOString(),
    PublishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
    Opinions: counts.get(post.id) ?? { VIEW: 0, LIKE: 0, DISLIKE: 0 },
  }));
}

/** 03 §7 paginate: the author's posts (drafts included), newest first, optionally searched. */
export async function listAuthorPosts(
  deps: Deps,
  authorId: string,
  paging: { take: number; skip: number; q?: string },
): Promise<PostList> {
  const { db } = deps;
  const search = paging.q?.trim();
  const conditions: SQL[] = [eq(blogPosts.authorId, authorId)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.content, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(paging.take)
      .offset(paging.skip),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts: await toPosts(db, rows), countTotal: counted?.total ?? 0 };
}

/** 03 §7 DELETE /posts/{slug}: only the author; anyone else is told the post does not exist. */
export async function deleteAuthorPost(deps: Deps, authorId: string, slug: string): Promise<void> {
  const { db } = deps;
  if (!slug.trim()) throw httpError(400, POST_TEXTS.slugMissing);
  const deleted = await db
    .delete(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.authorId, authorId)))
    .returning({ id: blogPosts.id });
  if (deleted.length === 0) throw httpError(404, POST_TEXTS.notFound);
}

/** 03 §7 GET /posts/{id}: a published post by Id or slug; its author also reads it while a draft. */
export async function getReadablePost(deps: Deps, viewerId: string | null, idOrSlug: string): Promise<Post> {
  const { db } = deps;
  const match = isUuid(idOrSlug) ? eq(blogPosts.id, idOrSlug) : eq(blogPosts.slug, idOrSlug);
  const visible = viewerId
    ? or(isNotNull(blogPosts.publishedAt), eq(blogPosts.authorId, viewerId))
    : isNotNull(blogPosts.publishedAt);
  const rows = await selectPosts(db).where(and(match, visible)).limit(1);
  if (rows.length === 0) throw httpError(404, POST_TEXTS.notFound);
  const [post] = await toPosts(db, rows);
  return post as Post;
}
