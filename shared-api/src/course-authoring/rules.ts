// The publish wizard's constants, texts and rules (docs/product/course-authoring.md): one copy for the
// wizard page (which checks before moving on) and the server (which checks again before saving a course
// into the catalogue). No schema library here, so the shell never pays for it.
import type { CourseDraftPayload } from './schemas.ts';
import { COURSE_DRAFT_LIMITS, type WizardLessonType } from './constants.ts';

export const WIZARD_STEPS = [
  'Basic Information',
  'Course Content',
  'Pricing & Settings',
  'Review & Publish',
] as const;
export const TAG_SUGGESTIONS = ['JavaScript', 'React', 'Node.js', 'Python'] as const;
export const LESSON_TYPE_LABELS: Record<WizardLessonType, string> = {
  video: 'Video',
  text: 'Text',
  quiz: 'Quiz',
  assignment: 'Assignment',
};

export const WIZARD_TEXTS = {
  pageTitle: 'Publish Course',
  previous: 'Previous',
  next: 'Next',
  saveDraft: 'Save Draft',
  preview: 'Preview',
  edit: 'Edit',
  publish: 'Publish Course',
  noSections: 'No sections yet',
  // Step 1, in order (docs/product/course-authoring.md#basic-information-rules).
  titleRequired: 'Please enter course title',
  categoryRequired: 'Please select a category',
  subCategoryRequired: 'Please select a sub category',
  levelRequired: 'Please select difficulty level',
  languageRequired: 'Please select language',
  shortDescriptionRequired: 'Please enter short description',
  descriptionRequired: 'Please enter detailed description',
  requiredFields: 'Please fill in all required fields',
  // Pricing.
  priceRequired: 'Please enter course price',
  // Publish.
  publishIncomplete: 'Please complete all required sections before publishing',
  // docs/product/course-authoring.md#texts
  saveFailed: 'Failed to save course',
  publishFailed: 'Failed to publish course',
  // Ours.
  shortDescriptionTooLong: `Short description must be at most ${COURSE_DRAFT_LIMITS.shortDescription} characters`,
  priceNegative: 'Price cannot be negative',
  discountTooHigh: 'The discount price must be lower than the price',
  draftSaved: 'Draft saved',
  published: 'Course published',
  notFound: 'The requested course could not be found.',
  notDraft: 'Only a draft can be deleted; archive a published course instead.',
} as const;

/**
 * The upload rules of videos and images (docs/product/media.md#upload-rules). Checked on the bytes by the
 * server.
 */
export const UPLOAD_LIMITS = { videoBytes: 500 * 1024 * 1024, imageBytes: 10 * 1024 * 1024 } as const;
export const UPLOAD_TEXTS = {
  videoTooLarge: 'Video file is too large. Maximum size is 500MB.',
  videoWrongType: 'Invalid video format. Supported formats: MP4, WebM, OGG, AVI, MOV.',
  imageTooLarge: 'Image file is too large. Maximum size is 10MB.',
  imageWrongType: 'Invalid image format. Supported formats: JPG, PNG, WebP, GIF.',
  /** '{file} file uploaded successfully.' where the file kind is named (docs/product/media.md#texts). */
  uploaded: (file: string) => `${file} file uploaded successfully.`,
  failed: (file: string) => `${file} file upload failed.`,
} as const;

type Step1 = Pick<
  CourseDraftPayload,
  'Title' | 'Category' | 'SubCategory' | 'Level' | 'Language' | 'ShortDescription' | 'Description'
>;

/** Plain text of the description's HTML, to tell an empty editor (`<p></p>`) from a written one. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/**
 * Step 1's first failing rule, in the order of docs/product/course-authoring.md#basic-information-rules, or
 * null. A sub category is required only when the chosen category has sub categories (`hasSubCategories`),
 * since five of the nine have none.
 */
export function basicInfoError(draft: Step1, hasSubCategories: boolean): string | null {
  if (!draft.Title.trim()) return WIZARD_TEXTS.titleRequired;
  if (!draft.Category) return WIZARD_TEXTS.categoryRequired;
  if (hasSubCategories && !draft.SubCategory) return WIZARD_TEXTS.subCategoryRequired;
  if (!draft.Level) return WIZARD_TEXTS.levelRequired;
  if (!draft.Language) return WIZARD_TEXTS.languageRequired;
  if (!draft.ShortDescription.trim()) return WIZARD_TEXTS.shortDescriptionRequired;
  if (draft.ShortDescription.length > COURSE_DRAFT_LIMITS.shortDescription)
    return WIZARD_TEXTS.shortDescriptionTooLong;
  if (!textOf(draft.Description)) return WIZARD_TEXTS.descriptionRequired;
  return null;
}

/** Step 3: a paid course needs a price above 0; a discount must be below it. */
export function pricingError(
  draft: Pick<CourseDraftPayload, 'IsFree' | 'Price' | 'DiscountPrice'>,
): string | null {
  if (draft.IsFree) return null;
  if (!(draft.Price > 0)) return WIZARD_TEXTS.priceRequired;
  if (draft.DiscountPrice < 0) return WIZARD_TEXTS.priceNegative;
  if (draft.DiscountPrice > 0 && draft.DiscountPrice >= draft.Price) return WIZARD_TEXTS.discountTooHigh;
  return null;
}

/**
 * Publishing needs a title, a description and at least one section
 * (docs/product/course-authoring.md#publish-rule).
 */
export function publishError(
  draft: Pick<CourseDraftPayload, 'Title' | 'Description' | 'Sections'>,
): string | null {
  if (!draft.Title.trim() || !textOf(draft.Description) || draft.Sections.length === 0)
    return WIZARD_TEXTS.publishIncomplete;
  return null;
}

/**
 * The review step's checklist (docs/product/course-authoring.md#publish-wizard): title, description, at least
 * one section, category.
 */
export function publishChecklist(draft: CourseDraftPayload) {
  return [
    { label: 'Course title', done: Boolean(draft.Title.trim()) },
    { label: 'Course description', done: Boolean(textOf(draft.Description)) },
    { label: 'At least one section', done: draft.Sections.length > 0 },
    { label: 'Category selected', done: Boolean(draft.Category) },
  ];
}

/** A new, empty draft: the wizard's starting values. */
export function emptyCourseDraft(): CourseDraftPayload {
  return {
    Title: '',
    Description: '',
    ShortDescription: '',
    Category: '',
    SubCategory: '',
    Level: '',
    Language: '',
    IsFree: false,
    Price: 0,
    DiscountPrice: 0,
    Tags: [],
    Requirements: [],
    WhatYouWillLearn: [],
    Sections: [],
    CoverMediaId: null,
    Step: 0,
  };
}
