// How the review step and the preview say a draft's price, category and size.
import { formatMoney } from '@portal/shared-api/core';
import type { CourseDraftPayload, WizardOptions } from '@portal/shared-api/course-authoring';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * "Free", "$49.99", or "$29.99 (was $49.99)" while discounted: always '$' and the amount
 * (docs/product/course-authoring.md#publish-wizard).
 */
export function coursePrice(draft: Pick<CourseDraftPayload, 'IsFree' | 'Price' | 'DiscountPrice'>): string {
  if (draft.IsFree) return 'Free';
  if (draft.DiscountPrice > 0 && draft.DiscountPrice < draft.Price)
    return `${formatMoney(cents(draft.DiscountPrice))} (was ${formatMoney(cents(draft.Price))})`;
  return formatMoney(cents(draft.Price));
}

/** "Programming › Web Development" from the slugs the draft stores. */
export function titleOf(options: WizardOptions, category: string, subCategory: string): string {
  const found = options.categories.find((c) => c.Slug === category);
  if (!found) return category;
  const sub = found.SubCategories.find((s) => s.Slug === subCategory);
  return sub ? `${found.Title} › ${sub.Title}` : found.Title;
}

export const lessonCount = (draft: Pick<CourseDraftPayload, 'Sections'>) =>
  draft.Sections.reduce((total, section) => total + section.Lessons.length, 0);

export const totalMinutes = (draft: Pick<CourseDraftPayload, 'Sections'>) =>
  draft.Sections.reduce((total, s) => total + s.Lessons.reduce((sum, l) => sum + l.Duration, 0), 0);
