// The community feed (docs/product/social.md#post): every signed-in learner reads the same feed, newest
// first, with the counts, the reader's own like and bookmark, search (content, author, tags) and the type
// filter, a cursor page at a time.
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  SOCIAL_FEED_MAX_PAGE_SIZE,
  SOCIAL_FEED_PAGE_SIZE,
  SOCIAL_TEXTS,
  type SocialFeed,
  type SocialFeedQuery,
  type SocialPost,
} from '@portal/shared-api/contract/social';
import type { Db } from '../../platform/db/client.ts';
import { courses } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { socialPostBookmarks, socialPostComments, socialPostLikes, socialPosts } from './tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { containsPattern } from '../../core/like.ts';
import { mediaUrl } from '../../core/media-url.ts';

/** `<created_at to the microsecond>_<id>`: the position after which the next page starts. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f-]{36})$/i;

function postColumns(userId: string) {
  return {
    id: socialPosts.id,
    type: socialPosts.type,
    content: socialPosts.content,
    tags: socialPosts.tags,
    createdAt: socialPosts.createdAt,
    // Microseconds: a JavaScript date would round them away and a page could skip a post.
    position: sql<string>`to_char(${socialPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    courseId: socialPosts.courseId,
    courseName: courses.title,
    authorId: socialPosts.authorId,
    username: users.username,
    firstname: users.firstname,
    lastname: users.lastname,
    photo: { subDir: medias.subDir, hashname: medias.hashname },
    likes: sql<number>`(select count(*) from ${socialPostLikes}
      where ${socialPostLikes.postId} = ${socialPosts.id})`.mapWith(Number),
    comments: sql<number>`(select count(*) from ${socialPostComments}
      where ${socialPostComments.postId} = ${socialPosts.id}
      and ${socialPostComments.hiddenAt} is null)`.mapWith(Number),
    isLiked: sql<boolean>`exists (select 1 from ${socialPostLikes}
      where ${socialPostLikes.postId} = ${socialPosts.id} and ${socialPostLikes.userId} = ${userId})`,
    isBookmarked: sql<boolean>`exists (select 1 from ${socialPostBookmarks}
      where ${socialPostBookmarks.postId} = ${socialPosts.id} and ${socialPostBookmarks.userId} = ${userId})`,
  };
}

function selectPosts(db: Db, userId: string) {
  return db
    .select(postColumns(userId))
    .from(socialPosts)
    .innerJoin(users, eq(users.id, socialPosts.authorId))
    .leftJoin(medias, eq(medias.id, users.photoMediaId))
    .leftJoin(courses, eq(courses.id, socialPosts.courseId));
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

function toPost(row: PostRow, userId: string): SocialPost {
  return {
    Id: row.id,
    Author: {
      Id: row.authorId,
      Username: row.username,
      Firstname: row.firstname,
      Lastname: row.lastname,
      Avatar: row.photo?.hashname ? mediaUrl(row.photo) : null,
    },
    Content: row.content,
    Type: row.type,
    CourseId: row.courseId,
    CourseName: row.courseName,
    Likes: row.likes,
    Comments: row.comments,
    IsLiked: Boolean(row.isLiked),
    IsBookmarked: Boolean(row.isBookmarked),
    CreatedAt: row.createdAt.toISOString(),
    Tags: row.tags,
    isAuthor: row.authorId === userId,
  };
}

/** Content, the author's username or names, or any tag contains the text (case-insensitive). */
function matching(q: string): SQL {
  const pattern = containsPattern(q);
  return or(
    ilike(socialPosts.content, pattern),
    ilike(users.username, pattern),
    sql`concat_ws(' ', ${users.firstname}, ${users.lastname}) ilike ${pattern}`,
    sql`exists (select 1 from unnest(${socialPosts.tags}) as tag where tag ilike ${pattern})`,
  ) as SQL;
}

function after(cursor: string): SQL {
  const match = CURSOR.exec(cursor);
  if (!match || !isUuid(match[2] ?? '')) throw httpError(400, 'This page of the feed is no longer valid.');
  return sql`(${socialPosts.createdAt}, ${socialPosts.id}) < (${match[1]}::timestamptz, ${match[2]}::uuid)`;
}

export async function listFeed(db: Db, userId: string, query: SocialFeedQuery): Promise<SocialFeed> {
  const limit = Math.min(query.limit ?? SOCIAL_FEED_PAGE_SIZE, SOCIAL_FEED_MAX_PAGE_SIZE);
  const q = query.q?.trim();
  const conditions = [
    // A post a moderator hid is gone for everyone.
    isNull(socialPosts.hiddenAt),
    q ? matching(q) : undefined,
    query.type && query.type !== 'all' ? eq(socialPosts.type, query.type) : undefined,
    query.cursor ? after(query.cursor) : undefined,
  ];
  const rows = await selectPosts(db, userId)
    .where(and(...conditions))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    posts: page.map((row) => toPost(row, userId)),
    nextCursor: rows.length > limit && last ? `${last.position}_${last.id}` : null,
  };
}

/** One post as the reader sees it; a malformed or unknown id is a 404. */
export async function getPost(db: Db, userId: string, postId: string): Promise<SocialPost> {
  const [row] = isUuid(postId)
    ? await selectPosts(db, userId)
        .where(and(eq(socialPosts.id, postId), isNull(socialPosts.hiddenAt)))
        .limit(1)
    : [];
  if (!row) throw httpError(404, SOCIAL_TEXTS.postNotFound);
  return toPost(row, userId);
}
