// Which field a wizard rule's message belongs to, so Next shows it under that field.
import { WIZARD_TEXTS, type CourseDraftPayload } from '@portal/shared-api/course-authoring';

export type DraftField = keyof CourseDraftPayload;

const FIELD_OF_MESSAGE: Record<string, DraftField> = {
  [WIZARD_TEXTS.titleRequired]: 'Title',
  [WIZARD_TEXTS.categoryRequired]: 'Category',
  [WIZARD_TEXTS.subCategoryRequired]: 'SubCategory',
  [WIZARD_TEXTS.levelRequired]: 'Level',
  [WIZARD_TEXTS.languageRequired]: 'Language',
  [WIZARD_TEXTS.shortDescriptionRequired]: 'ShortDescription',
  [WIZARD_TEXTS.shortDescriptionTooLong]: 'ShortDescription',
  [WIZARD_TEXTS.descriptionRequired]: 'Description',
  [WIZARD_TEXTS.priceRequired]: 'Price',
  [WIZARD_TEXTS.priceNegative]: 'DiscountPrice',
  [WIZARD_TEXTS.discountTooHigh]: 'DiscountPrice',
};

export type FieldErrors = Partial<Record<DraftField, string>>;

/** The failing rule's message keyed by its field; empty when the step is valid or errors are not shown yet. */
export function fieldErrors(message: string | null): FieldErrors {
  const field = message ? FIELD_OF_MESSAGE[message] : undefined;
  return field && message ? { [field]: message } : {};
}
