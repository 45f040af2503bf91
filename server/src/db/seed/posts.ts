import { blogPosts, postComments, postOpinions, postRatings } from '../schema/index.ts';
import type { SeedContext } from './context.ts';
import { storeMedia } from './media.ts';
import { coverSvg } from './svg.ts';
import { daysAgo, slugify } from './time.ts';
import type { UserIds } from './users.ts';

/** [title, first paragraph, second paragraph] */
export type PostPlan = [string, string, string][];

export async function seedBlogPosts(
  ctx: SeedContext,
  people: UserIds,
  authorKey: string,
  plan: PostPlan,
  offsetDays = 0,
) {
  const authorId = people[authorKey]!;
  const readers = Object.entries(people)
    .filter(([key]) => key !== authorKey)
    .map(([, id]) => id);
  for (const [i, [title, intro, body]] of plan.entries()) {
    const slug = slugify(title);
    const image =
      i % 3 === 2
        ? null
        : await storeMedia(ctx, {
            ownerId: authorId,
            fileName: `${slug}.svg`,
            mime: 'image/svg+xml',
            subDir: 'posts',
            visibility: 'public',
            content: coverSvg(title, 'Blog', i),
            key: slug,
          });
    const created = daysAgo(ctx.now, offsetDays + i * 4 + 1, 9 + (i % 8));
    // The newest post of the list stays a draft so the manage page shows both states.
    const publishedAt = i === 0 && authorKey === 'student' ? null : created;
    const [post] = await ctx.tx
      .insert(blogPosts)
      .values({
        slug,
        title,
        content: `<p>${intro}</p><p>${body}</p>`,
        imageMediaId: image,
        authorId,
        publishedAt,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: blogPosts.id });
    const postId = post!.id;
    if (!publishedAt) continue;
    const views = 5 + ((i * 7) % 23);
    await ctx.tx.insert(postOpinions).values([
      ...Array.from({ length: views }, (_, v) => ({
        postId,
        userId: v < readers.length ? readers[v]! : null,
        type: 'VIEW' as const,
        createdAt: created,
      })),
      ...readers.slice(0, 2 + (i % 4)).map((userId, r) => ({
        postId,
        userId,
        type: (r === 3 ? 'DISLIKE' : 'LIKE') as 'LIKE' | 'DISLIKE',
        createdAt: created,
      })),
    ]);
    if (i % 2 === 1) {
      await ctx.tx.insert(postComments).values({
        postId,
        authorId: readers[i % readers.length]!,
        content: 'Thanks for writing this up, the examples made it click for me.',
        createdAt: daysAgo(ctx.now, offsetDays + i * 4, 20),
      });
      await ctx.tx.insert(postRatings).values({
        postId,
        userId: readers[(i + 1) % readers.length]!,
        rating: 4 + (i % 2),
        review: 'Clear and practical.',
        createdAt: created,
      });
    }
  }
}
