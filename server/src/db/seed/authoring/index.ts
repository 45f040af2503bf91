// Authoring: each author's blog posts with cover images, views, likes, comments and ratings from the
// rest of the community.
import { blogPosts, postComments, postOpinions, postRatings } from '../../schema/index.ts';
import { inOrder, perPerson, type People, type SeededPerson } from '../identity/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { storeMedia } from '../shared/media.ts';
import { coverSvg } from '../shared/svg.ts';
import { daysAgo, slugify } from '../shared/time.ts';
import { POSTS, type AuthorPlan } from './data.ts';

async function seedAuthorPosts(ctx: SeedContext, author: SeededPerson, readers: string[], plan: AuthorPlan) {
  for (const [i, [title, intro, body]] of plan.posts.entries()) {
    const slug = slugify(title);
    const image =
      i % 3 === 2
        ? null
        : await storeMedia(ctx, {
            ownerId: author.id,
            fileName: `${slug}.svg`,
            mime: 'image/svg+xml',
            subDir: 'posts',
            visibility: 'public',
            content: coverSvg(title, 'Blog', i),
            key: slug,
          });
    const created = daysAgo(ctx.now, plan.offsetDays + i * 4 + 1, 9 + (i % 8));
    const publishedAt = i === 0 && plan.newestIsDraft ? null : created;
    const [post] = await ctx.tx
      .insert(blogPosts)
      .values({
        slug,
        title,
        content: `<p>${intro}</p><p>${body}</p>`,
        imageMediaId: image,
        authorId: author.id,
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
        createdAt: daysAgo(ctx.now, plan.offsetDays + i * 4, 20),
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

export async function seedAuthoring(ctx: SeedContext, { people }: { people: People }) {
  for (const [author, plan] of perPerson(people, POSTS)) {
    // Everyone else reads, likes and comments, in the order people were created.
    const readers = inOrder(people)
      .filter((p) => p.key !== author.key)
      .map((p) => p.id);
    await seedAuthorPosts(ctx, author, readers, plan);
  }
}
