// Reviews: the written reviews of each demo person (approved, pending, featured; of courses and of an
// instructor), and the community's reviews of every published course, most approved, a few waiting for a
// moderator. Course ratings are not seeded: the reviews trigger (migration 0009) writes them from approved
// course reviews, as it does for every review written later.
import { reviews } from './tables.ts';
import { courseOf, type Catalog } from '../../seed/context.ts';
import { perPerson, type People } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { daysAgo, slugify } from '../../seed/time.ts';
import { COMMUNITY_TEXTS, REVIEWERS, REVIEWS } from './seed-data.ts';

type ReviewRow = typeof reviews.$inferInsert;

/** Community members were never enrolled in the demo data, so their reviews are not verified. */
function communityReviews(ctx: SeedContext, catalog: Catalog, people: People): ReviewRow[] {
  const rows: ReviewRow[] = [];
  let n = 0;
  for (const course of Object.values(catalog)) {
    if (!course.published) continue;
    for (const [i, key] of REVIEWERS.entries()) {
      const person = people[key];
      if (person.id === course.instructorId || (n + i) % 5 === 4) continue;
      const score = 3 + ((n * 3 + i) % 3);
      const text = COMMUNITY_TEXTS[score]![(n + i) % 3]!;
      const at = daysAgo(ctx.now, 10 + ((n + i) % 40), 12);
      rows.push({
        slug: `${person.slug}-review-${course.slug}`,
        userId: person.id,
        entityType: 'course',
        courseId: course.id,
        score,
        title: text.title,
        review: text.review,
        isApproved: (n + i) % 11 !== 7,
        helpfulCount: (n * 7 + i) % 9,
        createdAt: at,
        updatedAt: at,
      });
    }
    n += 1;
  }
  return rows;
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
        isVerified: true,
        helpfulCount: r.helpful ?? 0,
        createdAt: daysAgo(ctx.now, r.daysAgo, 18),
        updatedAt: daysAgo(ctx.now, r.daysAgo, 18),
      })),
    );
  }
  await ctx.tx.insert(reviews).values(communityReviews(ctx, catalog, people));
}
