import { eq } from 'drizzle-orm';
import {
  categories,
  courses,
  lessonTranscriptions,
  lessons,
  quizQuestions,
  sections,
} from '../schema/index.ts';
import { CREATIVE_COURSES } from './catalog-data-creative.ts';
import { TECH_COURSES } from './catalog-data-tech.ts';
import { CATEGORIES, type CourseDef } from './catalog-types.ts';
import type { SeedContext } from './context.ts';
import { storeMedia } from './media.ts';
import { makePdf } from './pdf.ts';
import { coverSvg } from './svg.ts';
import { daysAgo, slugify } from './time.ts';
import type { UserIds } from './users.ts';

type LessonType = 'video' | 'pdf' | 'text' | 'quiz' | 'assignment';

export interface SeededLesson {
  id: string;
  title: string;
  type: LessonType;
  durationMinutes: number;
}
export interface SeededCourse {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  instructorId: string;
  published: boolean;
  lessons: SeededLesson[];
}
export type Catalog = Record<string, SeededCourse>;

export const COURSE_DEFS: CourseDef[] = [...TECH_COURSES, ...CREATIVE_COURSES];

/** Every course gets each lesson type: video and pdf first, text and assignment in the middle, a quiz last. */
function lessonTypes(sectionIndex: number, sectionCount: number, count: number): LessonType[] {
  if (sectionIndex === 0) return (['video', 'pdf', 'text'] as const).slice(0, count) as LessonType[];
  if (sectionIndex === sectionCount - 1) {
    const head: LessonType[] = count === 2 ? ['text'] : ['video', 'text'];
    return [...head, ...Array<LessonType>(Math.max(0, count - head.length - 1)).fill('text'), 'quiz'];
  }
  return (['video', 'text', 'assignment'] as const).slice(0, count) as LessonType[];
}

function lessonBody(def: CourseDef, title: string, type: LessonType): string | null {
  if (type === 'text') {
    return `<h2>${title}</h2><p>${def.short}</p><p>In this reading we focus on <strong>${title.toLowerCase()}</strong>. Read it once end to end, then go back and try each idea on your own project before moving on.</p><ul>${def.outcomes.map((o) => `<li>${o}</li>`).join('')}</ul>`;
  }
  if (type === 'assignment') {
    return `<h2>Assignment: ${title}</h2><p>Apply what you learned in this section to a small piece of your own work. Write down what you tried, what surprised you and one question for the next live session.</p>`;
  }
  return null;
}

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

export async function seedCatalog(ctx: SeedContext, people: UserIds): Promise<Catalog> {
  const categoryIds = await seedCategories(ctx);
  const catalog: Catalog = {};
  for (const [index, def] of COURSE_DEFS.entries()) {
    const instructorId = people[def.instructor]!;
    const published = def.published ?? true;
    const createdAt = daysAgo(ctx.now, 180 - index * 9);
    const [course] = await ctx.tx
      .insert(courses)
      .values({
        slug: def.slug,
        title: def.title,
        resume: def.resume,
        shortDescription: def.short,
        categoryId: categoryIds.get(def.category) ?? null,
        subCategoryId: def.subCategory
          ? (categoryIds.get(`${def.category}/${def.subCategory}`) ?? null)
          : null,
        level: def.level,
        priceCents: def.priceCents,
        originalPriceCents: def.originalPriceCents ?? null,
        saleEndsAt: def.originalPriceCents ? daysAgo(ctx.now, -10, 23, 59) : null,
        keywords: def.keywords,
        requirements: def.requirements,
        whatYouWillLearn: def.outcomes,
        published,
        lastPublishedAt: published ? daysAgo(ctx.now, 30 - (index % 20)) : null,
        createdById: instructorId,
        createdAt,
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
    const pdf = await media(
      `${def.slug}-handout.pdf`,
      'application/pdf',
      makePdf(`${def.title}: course handout`, [
        def.short,
        ...def.outcomes.map((o) => `- ${o}`),
        ...def.requirements.map((r) => `Before you start: ${r}.`),
      ]),
    );

    const seeded: SeededLesson[] = [];
    let totalMinutes = 0;
    for (const [sIndex, [sectionTitle, lessonTitles]] of def.sections.entries()) {
      const [section] = await ctx.tx
        .insert(sections)
        .values({
          courseId,
          title: sectionTitle,
          description: `${sectionTitle}: ${lessonTitles.join(', ')}.`,
          position: sIndex,
        })
        .returning({ id: sections.id });
      const types = lessonTypes(sIndex, def.sections.length, lessonTitles.length);
      for (const [lIndex, title] of lessonTitles.entries()) {
        const type = types[lIndex] ?? 'text';
        const durationMinutes = type === 'quiz' ? 10 : type === 'pdf' ? 12 : 8 + ((index + lIndex * 3) % 9);
        totalMinutes += durationMinutes;
        const [lesson] = await ctx.tx
          .insert(lessons)
          .values({
            sectionId: section!.id,
            title,
            description: `${title} (${def.title}).`,
            type,
            durationMinutes,
            content: lessonBody(def, title, type),
            mediaId: type === 'video' ? video : type === 'pdf' ? pdf : null,
            posterMediaId: type === 'video' ? cover : null,
            position: lIndex,
          })
          .returning({ id: lessons.id });
        const lessonId = lesson!.id;
        if (type === 'video') {
          await ctx.tx
            .insert(lessonTranscriptions)
            .values({ lessonId, language: 'en', label: 'English', mediaId: captions });
        }
        if (type === 'quiz') {
          await ctx.tx.insert(quizQuestions).values(
            def.quiz.map((q, position) => ({
              lessonId,
              prompt: q.prompt,
              options: q.options,
              correctOption: q.correct,
              explanation: q.explanation,
              position,
            })),
          );
        }
        seeded.push({ id: lessonId, title, type, durationMinutes });
      }
    }
    await ctx.tx
      .update(courses)
      .set({
        coverMediaId: cover,
        durationMinutes: totalMinutes,
        updatedAt: daysAgo(ctx.now, 20 - (index % 15)),
      })
      .where(eq(courses.id, courseId));
    catalog[def.slug] = {
      id: courseId,
      slug: def.slug,
      title: def.title,
      priceCents: def.priceCents,
      instructorId,
      published,
      lessons: seeded,
    };
  }
  return catalog;
}
