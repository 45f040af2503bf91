// Writing blog posts (POST /posts, PUT /posts/{slug}, DELETE /posts/{slug}: docs/product/posts.md#api): the
// author is always the caller, the body is cleaned (rich text allow-list, plain-text title), and the cover
// and category are checked rather than trusted.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { POST_TEXTS, type Post, type PostPayload } from '@portal/shared-api/contract/posts';
import type { Deps } from '../../core/deps.ts';
import { blogPosts } from './tables.ts';
import { categories } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { httpError, isUniqueViolation } from '../../core/errors.ts';
import { plainText, sanitizeRichText, withoutControlChars } from '../../core/sanitize.ts';
import { slugify } from '../../core/slug.ts';
import { getReadablePost } from './reads.ts';

const SLUG_LENGTH = 80;

type CleanPost = { title: string; content: string; imageMediaId: string | null; categoryId: string | null };

async function clean(deps: Deps, authorId: string, payload: PostPayload): Promise<CleanPost> {
  const title = withoutControlChars(plainText(payload.Title)).replace(/\s+/g, ' ').trim();
  if (!title) throw httpError(400, POST_TEXTS.titleRequired);
  const content = sanitizeRichText(payload.Content);
  // Markup alone (an empty paragraph, a stripped script) is no post.
  if (!plainText(content).trim()) throw httpError(400, POST_TEXTS.contentRequired);
  return {
    title,
    content,
    imageMediaId: payload.ImageMediaId ? await ownImage(deps, authorId, payload.ImageMediaId) : null,
    categoryId: payload.CategorySlug ? await topCategory(deps, payload.CategorySlug) : null,
  };
}

/** The cover must be an image the author uploaded; anything else is refused as not found among theirs. */
async function ownImage(deps: Deps, authorId: string, mediaId: string): Promise<string> {
  const [media] = await deps.db
    .select({ id: medias.id, extension: medias.extension })
    .from(medias)
    .where(and(eq(medias.id, mediaId), eq(medias.ownerId, authorId)))
    .limit(1);
  if (!media || !media.extension.startsWith('image/')) throw httpError(400, POST_TEXTS.imageNotFound);
  return media.id;
}

async function topCategory(deps: Deps, slug: string): Promise<string> {
  const [category] = await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), isNull(categories.parentId)))
    .limit(1);
  if (!category) throw httpError(400, POST_TEXTS.categoryNotFound);
  return category.id;
}

export async function createPost(deps: Deps, authorId: string, payload: PostPayload): Promise<Post> {
  const fields = await clean(deps, authorId, payload);
  const now = deps.clock.now();
  const base = slugify(fields.title, SLUG_LENGTH) || 'post';
  // The title's slug when free, else the same with a short random tail (a race on the unique index too).
  for (const slug of [
    base,
    `${base}-${randomBytes(3).toString('hex')}`,
    `${base}-${randomBytes(6).toString('hex')}`,
  ]) {
    try {
      const [row] = await deps.db
        .insert(blogPosts)
        .values({
          ...fields,
          slug,
          authorId,
          publishedAt: payload.Published ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: blogPosts.id });
      return await getReadablePost(deps, authorId, row!.id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw httpError(409, POST_TEXTS.slugTaken);
}

/**
 * The author's post only (anyone else's is a 404). The slug stays as it was so shared links keep working;
 * publishing keeps the first publication date, and unpublishing makes it a draft again.
 */
export async function updatePost(
  deps: Deps,
  authorId: string,
  slug: string,
  payload: PostPayload,
): Promise<Post> {
  const [current] = await deps.db
    .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.authorId, authorId)))
    .limit(1);
  if (!current) throw httpError(404, POST_TEXTS.notFound);
  const fields = await clean(deps, authorId, payload);
  const now = deps.clock.now();
  await deps.db
    .update(blogPosts)
    .set({
      ...fields,
      publishedAt: payload.Published ? (current.publishedAt ?? now) : null,
      updatedAt: now,
    })
    .where(eq(blogPosts.id, current.id));
  return getReadablePost(deps, authorId, current.id);
}

/**
 * DELETE /posts/{slug} (docs/product/posts.md#post-delete-rule): only the author; anyone else is told the
 * post does not exist.
 */
export async function deleteAuthorPost(deps: Deps, authorId: string, slug: string): Promise<void> {
  if (!slug.trim()) throw httpError(400, POST_TEXTS.slugMissing);
  const deleted = await deps.db
    .delete(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.authorId, authorId)))
    .returning({ id: blogPosts.id });
  if (deleted.length === 0) throw httpError(404, POST_TEXTS.notFound);
}
