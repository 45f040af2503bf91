// What a draft needs before it becomes a catalogue course: the wizard's own rules first, in its order
// (shared-api's basicInfoError, pricingError, publishError, so the messages are the spec's), then ours on
// the content: titles everywhere, quizzes that can be answered, and a video for every video lesson.
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  basicInfoError,
  pricingError,
  publishError,
  type CourseDraftPayload,
} from '@portal/shared-api/contract/course-authoring';
import type { Db } from '../../platform/db/client.ts';
import { categories } from '../catalog/tables.ts';
import { httpError } from '../../core/errors.ts';

export type CategoryIds = { categoryId: string; subCategoryId: string | null };

const sub = alias(categories, 'sub');

/** The category and sub category the draft names by slug; 400 with step 1's message when they are wrong. */
async function resolveCategories(db: Db, draft: CourseDraftPayload) {
  const [top] = draft.Category
    ? await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.slug, draft.Category), isNull(categories.parentId)))
        .limit(1)
    : [];
  const children = top
    ? await db.select({ id: sub.id, slug: sub.slug }).from(sub).where(eq(sub.parentId, top.id))
    : [];
  return { top, children };
}

function contentError(draft: CourseDraftPayload): string | null {
  for (const [s, section] of draft.Sections.entries()) {
    const where = `section ${s + 1}`;
    if (!section.Title.trim()) return `Please enter a title for ${where}`;
    for (const [l, lesson] of section.Lessons.entries()) {
      const name = lesson.Title.trim();
      if (!name) return `Please enter a title for lesson ${l + 1} of ${where}`;
      if (lesson.Type === 'video' && !lesson.MediaId) return `Please upload the video of lesson “${name}”`;
      if (lesson.Type !== 'quiz') continue;
      const questions = lesson.Questions ?? [];
      if (questions.length === 0) return `Please add at least one question to quiz “${name}”`;
      for (const [q, question] of questions.entries()) {
        const which = `question ${q + 1} of quiz “${name}”`;
        if (!question.Prompt.trim()) return `Please enter the text of ${which}`;
        const options = question.Options.filter((o) => o.trim());
        if (options.length !== question.Options.length || options.length < 2)
          return `Please give ${which} at least two answer options, none of them empty`;
        const correct = question.CorrectOptions;
        if (correct.length === 0 || correct.some((i) => i >= options.length))
          return `Please mark the correct answer of ${which}`;
      }
    }
  }
  return null;
}

/** 400 with the first rule the draft breaks; the course's category ids when it breaks none. */
export async function validateForPublish(db: Db, draft: CourseDraftPayload): Promise<CategoryIds> {
  const { top, children } = await resolveCategories(db, draft);
  const subCategory = children.find((c) => c.slug === draft.SubCategory);
  // An unknown slug (a category since removed, a hand-made request) reads as no choice, in the spec's order.
  const chosen = {
    ...draft,
    Category: top ? draft.Category : '',
    SubCategory: subCategory ? draft.SubCategory : '',
  };
  const basic = basicInfoError(chosen, children.length > 0);
  const message = basic ?? pricingError(draft) ?? publishError(draft) ?? contentError(draft);
  if (message) throw httpError(400, message);
  return { categoryId: top!.id, subCategoryId: subCategory?.id ?? null };
}
