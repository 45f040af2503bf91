// Blog posts with their views, likes and dislikes; published at creation unless `publishedAt: null` (a draft).
import type { Db } from '../../platform/db/client.ts';
import { blogPosts, postOpinions } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

export type PostInput = Partial<Omit<typeof blogPosts.$inferInsert, 'id' | 'authorId'>> & {
  /** Anonymous views. */
  views?: number;
  likedBy?: { id: string }[];
  dislikedBy?: { id: string }[];
};

export async function createPost(
  db: Db,
  author: { id: string },
  input: PostInput = {},
): Promise<typeof blogPosts.$inferSelect> {
  const n = nextNumber();
  const { views = 0, likedBy = [], dislikedBy = [], ...fields } = input;
  const createdAt = fields.createdAt ?? new Date();
  const [post] = await db
    .insert(blogPosts)
    .values({
      slug: `post-${n}`,
      title: `Post ${n}`,
      content: `<p>Body of post ${n}.</p>`,
      publishedAt: createdAt,
      ...fields,
      createdAt,
      authorId: author.id,
    })
    .returning();
  const opinions = [
    ...Array.from({ length: views }, () => ({ userId: null, type: 'VIEW' as const })),
    ...likedBy.map((user) => ({ userId: user.id, type: 'LIKE' as const })),
    ...dislikedBy.map((user) => ({ userId: user.id, type: 'DISLIKE' as const })),
  ];
  if (opinions.length) {
    await db.insert(postOpinions).values(opinions.map((opinion) => ({ ...opinion, postId: post!.id })));
  }
  return post!;
}
