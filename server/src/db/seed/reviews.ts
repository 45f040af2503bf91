import { courseRatings, reviews } from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { daysAgo, slugify } from './time.ts';
import type { UserIds } from './users.ts';

export interface ReviewPlan {
  course?: string;
  instructor?: string;
  score: number;
  title: string;
  review: string;
  approved: boolean;
  featured?: boolean;
  helpful?: number;
  daysAgo: number;
}

export async function seedReviews(
  ctx: SeedContext,
  userId: string,
  userSlug: string,
  catalog: Catalog,
  people: UserIds,
  plan: ReviewPlan[],
) {
  await ctx.tx.insert(reviews).values(
    plan.map((r) => ({
      slug: `${userSlug}-${slugify(r.title)}`,
      userId,
      entityType: r.course ? ('course' as const) : ('instructor' as const),
      courseId: r.course ? catalog[r.course]!.id : null,
      instructorId: r.instructor ? people[r.instructor]! : null,
      score: r.score,
      title: r.title,
      review: r.review,
      isApproved: r.approved,
      isFeatured: r.featured ?? false,
      isVerified: Boolean(r.course),
      helpfulCount: r.helpful ?? 0,
      createdAt: daysAgo(ctx.now, r.daysAgo, 18),
      updatedAt: daysAgo(ctx.now, r.daysAgo, 18),
    })),
  );
}

/** Star ratings from the community so every published course shows a rating and a count. */
export async function seedCourseRatings(ctx: SeedContext, catalog: Catalog, raters: string[]) {
  const rows = [];
  let n = 0;
  for (const course of Object.values(catalog)) {
    if (!course.published) continue;
    for (const [i, userId] of raters.entries()) {
      if (userId === course.instructorId || (n + i) % 5 === 4) continue;
      rows.push({
        courseId: course.id,
        userId,
        rating: 3 + ((n * 3 + i) % 3),
        createdAt: daysAgo(ctx.now, 10 + ((n + i) % 40)),
      });
    }
    n += 1;
  }
  await ctx.tx.insert(courseRatings).values(rows);
}
