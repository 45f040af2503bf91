// The course-authoring domain's lists and limits, below its schemas: the TypeBox schemas validate with them
// and the contract re-exports them.
export const COURSE_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Chinese',
  'Japanese',
  'Korean',
  'Arabic',
] as const;

/**
 * Video, text, quiz, assignment; video is the default
 * (docs/product/course-authoring.md#section-and-lesson).
 */
export const WIZARD_LESSON_TYPES = ['video', 'text', 'quiz', 'assignment'] as const;

export type WizardLessonType = (typeof WIZARD_LESSON_TYPES)[number];

/** Draft (never published), published, archived; a published course with newer draft edits says so apart. */
export const INSTRUCTOR_COURSE_STATUSES = ['draft', 'published', 'archived'] as const;

export const COURSE_DRAFT_LIMITS = {
  titleLength: 120,
  /** The product's (docs/product/course-authoring.md#basic-information-rules); the other limits are ours. */
  shortDescription: 160,
  descriptionLength: 20_000,
  lessonDescriptionLength: 2_000,
  contentLength: 50_000,
  lineLength: 300,
  lines: 20,
  tagLength: 40,
  tags: 15,
  sections: 50,
  lessonsPerSection: 100,
  lessonMinutes: 600,
  questions: 50,
  questionLength: 1_000,
  optionLength: 300,
  options: 8,
  maxPrice: 9_999.99,
  /** Autosave waits this long after the last change. */
  autosaveMs: 2_000,
} as const;
