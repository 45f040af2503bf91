// Catalog: categories, then every course with its cover, shared lesson media, sections and lessons.
// Later domains refer to courses by slug through the catalog this returns.
import { eq } from 'drizzle-orm';
import { categories, courses } from './tables.ts';
import type { People, SeedContext } from '../../seed/context.ts';
import { storeMedia, storeStream } from '../../seed/media.ts';
import { makePdf } from '../../seed/pdf.ts';
import { coverSvg } from '../../seed/svg.ts';
import { daysAgo, daysFromNow, slugify } from '../../seed/time.ts';
import { CREATIVE_COURSES } from './seed-data/courses-creative.ts';
import { LIFE_SKILLS_COURSES } from './seed-data/courses-life-skills.ts';
import { PROFESSIONAL_COURSES } from './seed-data/courses-professional.ts';
import { TECH_COURSES } from './seed-data/courses-tech.ts';
import { seedLessons } from './seed-lessons.ts';
import { CATEGORIES, type CourseDef } from './seed-types.ts';
import { type Catalog, type SeededCourse } from '../../seed/context.ts';

export const COURSE_DEFS: CourseDef[] = [
  ...TECH_COURSES,
  ...CREATIVE_COURSES,
  ...LIFE_SKILLS_COURSES,
  ...PROFESSIONAL_COURSES,
];

async function seedCategories(ctx: SeedContext): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [position, [title, subs]] of CATEGORIES.entries()) {
    const [row] = await ctx.tx
      .insert(categories)
      .values({ slug: slugify(title), title, position })
      .returning();
    ids.set(title, row!.id);
    for (const [subPosition, sub] of subs.entries()) {
      const [child] = await ctx.tx
        .insert(categories)
        .values({ slug: slugify(`${title} ${sub}`), title: sub, parentId: row!.id, position: subPosition })
        .returning();
      ids.set(`${title}/${sub}`, child!.id);
    }
  }
  return ids;
}

async function seedCourse(
  ctx: SeedContext,
  def: CourseDef,
  index: number,
  instructorId: string,
  categoryIds: Map<string, string>,
): Promise<SeededCourse> {
  const published = def.published ?? true;
  const [course] = await ctx.tx
    .insert(courses)
    .values({
      slug: def.slug,
      title: def.title,
      resume: def.resume,
      shortDescription: def.short,
      categoryId: categoryIds.get(def.category) ?? null,
      subCategoryId: def.subCategory ? (categoryIds.get(`${def.category}/${def.subCategory}`) ?? null) : null,
      level: def.level,
      language: def.language ?? 'English',
      priceCents: def.priceCents,
      originalPriceCents: def.originalPriceCents ?? null,
      saleEndsAt: def.originalPriceCents ? daysFromNow(ctx.now, 4 + (index % 9), 23, 59) : null,
      keywords: def.keywords,
      requirements: def.requirements,
      whatYouWillLearn: def.outcomes,
      published,
      hasCertificate: def.hasCertificate ?? true,
      lastPublishedAt: published ? daysAgo(ctx.now, 30 - (index % 20)) : null,
      createdById: instructorId,
      createdAt: daysAgo(ctx.now, 180 - index * 9),
      updatedAt: daysAgo(ctx.now, 20 - (index % 15)),
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const media = (fileName: string, mime: string, content: Buffer | { asset: string }, subDir = 'courses') =>
    storeMedia(ctx, {
      ownerId: instructorId,
      fileName,
      mime,
      subDir,
      visibility: subDir === 'covers' ? 'public' : 'course',
      courseId,
      content,
      key: def.slug,
    });
  const cover = await media(
    `${def.slug}.svg`,
    'image/svg+xml',
    coverSvg(def.title, def.category, index),
    'covers',
  );
  const video = await media('lesson-sample.mp4', 'video/mp4', { asset: 'lesson-sample.mp4' });
  const captions = await media('lesson-sample.en.vtt', 'text/vtt', { asset: 'lesson-sample.en.vtt' });
  const stream = await storeStream(ctx, {
    ownerId: instructorId,
    courseId,
    asset: 'lesson-stream',
    key: def.slug,
  });
  const pdf = await media(
    `${def.slug}-handout.pdf`,
    'application/pdf',
    makePdf(`${def.title}: course handout`, [
      def.short,
      ...def.outcomes.map((o) => `- ${o}`),
      ...def.requirements.map((r) => `Before you start: ${r}.`),
    ]),
  );
  const { lessons, totalMinutes } = await seedLessons(ctx, def, index, courseId, {
    cover,
    video,
    stream,
    captions,
    pdf,
  });
  await ctx.tx
    .update(courses)
    .set({
      coverMediaId: cover,
      durationMinutes: totalMinutes,
      updatedAt: daysAgo(ctx.now, 20 - (index % 15)),
    })
    .where(eq(courses.id, courseId));
  return {
    id: courseId,
    slug: def.slug,
    title: def.title,
    priceCents: def.priceCents,
    instructorId,
    published,
    hasCertificate: def.hasCertificate ?? true,
    lessons,
  };
}

export async function seedCatalog(ctx: SeedContext, { people }: { people: People }): Promise<Catalog> {
  const categoryIds = await seedCategories(ctx);
  const catalog: Catalog = {};
  for (const [index, def] of COURSE_DEFS.entries()) {
    catalog[def.slug] = await seedCourse(ctx, def, index, people[def.instructor].id, categoryIds);
  }
  return catalog;
}
