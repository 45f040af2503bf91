// Authoring: each author's blog posts with cover images, categories, views, likes, comments and ratings
// from the rest of the community; the instructor's posts carry threaded discussions and reviews.
import { isNull } from 'drizzle-orm';
import { blogPosts, postComments, postOpinions, postRatings } from './tables.ts';
import { categories } from '../catalog/tables.ts';
import { inOrder, perPerson, type People, type SeededPerson } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { storeMedia } from '../../seed/media.ts';
import { coverSvg } from '../../seed/svg.ts';
import { daysAgo, slugify } from '../../seed/time.ts';
import { seedCourseDrafts } from '../course-authoring/seed.ts';
import { POSTS, type AuthorPlan } from './seed-data.ts';

/** Two comments, each answered (the first by the author), and three ratings, two of them reviewed. */
async function seedDiscussion(
  ctx: SeedContext,
  postId: string,
  authorId: string,
  readers: string[],
  day: number,
  i: number,
) {
  const reader = (k: number) => readers[(i + k) % readers.length]!;
  const at = (hour: number) => daysAgo(ctx.now, day, hour);
  const [question] = await ctx.tx
    .insert(postComments)
    .values({ postId, authorId: reader(0), content: DISCUSSION.question, createdAt: at(11) })
    .returning({ id: postComments.id });
  const [remark] = await ctx.tx
    .insert(postComments)
    .values({ postId, authorId: reader(1), content: DISCUSSION.remark, createdAt: at(13) })
    .returning({ id: postComments.id });
  await ctx.tx.insert(postComments).values([
    { postId, authorId, parentCommentId: question!.id, content: DISCUSSION.answer, createdAt: at(15) },
    {
      postId,
      authorId: reader(2),
      parentCommentId: remark!.id,
      content: DISCUSSION.agree,
      createdAt: at(17),
    },
  ]);
  await ctx.tx.insert(postRatings).values([
    { postId, userId: reader(3), rating: 5, review: DISCUSSION.review5, createdAt: at(12) },
    { postId, userId: reader(4), rating: 4, review: DISCUSSION.review4, createdAt: at(16) },
    { postId, userId: reader(5), rating: 3, review: null, createdAt: at(18) },
  ]);
}

const DISCUSSION = {
  question: 'Would this approach still work for a team of two?',
  remark: 'The second example is exactly the mistake I made last month.',
  answer: 'Yes: with two people, keep the same steps and review each other’s work once a week.',
  agree: 'Same here, and the fix took me ten minutes once I saw it.',
  review5: 'Practical advice I could apply the same day.',
  review4: 'Clear and useful; a diagram would make it even better.',
};

/** A typo in the demo data fails the seed loudly. */
function categoryOf(ids: Map<string, string>, slug: string): string {
  const id = ids.get(slug);
  if (!id) throw new Error(`The demo posts name an unknown category: ${slug}`);
  return id;
}

async function seedAuthorPosts(
  ctx: SeedContext,
  author: SeededPerson,
  readers: string[],
  plan: AuthorPlan,
  categoryIds: Map<string, string>,
) {
  for (const [i, [title, intro, body, category]] of plan.posts.entries()) {
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
        categoryId: categoryOf(categoryIds, category),
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
      // Lively posts always get a dislike among their votes (the fourth reader's).
      ...readers.slice(0, plan.lively ? 4 + (i % 2) : 2 + (i % 4)).map((userId, r) => ({
        postId,
        userId,
        type: (r === 3 ? 'DISLIKE' : 'LIKE') as 'LIKE' | 'DISLIKE',
        createdAt: created,
      })),
    ]);
    if (plan.lively) {
      await seedDiscussion(ctx, postId, author.id, readers, plan.offsetDays + i * 4, i);
    } else if (i % 2 === 1) {
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
  const topLevel = await ctx.tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(isNull(categories.parentId));
  const categoryIds = new Map(topLevel.map((row) => [row.slug, row.id]));
  for (const [author, plan] of perPerson(people, POSTS)) {
    // Everyone else reads, likes and comments, in the order people were created.
    const readers = inOrder(people)
      .filter((p) => p.key !== author.key)
      .map((p) => p.id);
    await seedAuthorPosts(ctx, author, readers, plan, categoryIds);
  }
  await seedCourseDrafts(ctx, { people });
}
