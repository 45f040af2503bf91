// Reviews: the written reviews of each person, and star ratings from the community so every published
// course shows a rating and a count.
import { courseRatings, reviews } from '../../schema/index.ts';
import { courseOf, type Catalog } from '../catalog/index.ts';
import { perPerson, type People } from '../identity/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { daysAgo, slugify } from '../shared/time.ts';
import { RATERS, REVIEWS } from './data.ts';

async function seedCourseRatings(ctx: SeedContext, catalog: Catalog, raters: string[]) {
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

export async function seedReviews(
  ctx: SeedContext,
  { people, catalog }: { people: People; catalog: Catalog },
) {
  for (const [person, plan] of perPerson(people, REVIEWS)) {
    await ctx.tx.insert(reviews).values(
      plan.map((r) => ({
        slug: `${person.slug}-${slugify(r.title)}`,
        userId: person.id,
        entityType: r.course ? ('course' as const) : ('instructor' as const),
        courseId: r.course ? courseOf(catalog, r.course).id : null,
        instructorId: r.instructor ? people[r.instructor].id : null,
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
  await seedCourseRatings(
    ctx,
    catalog,
    RATERS.map((key) => people[key].id),
  );
}
