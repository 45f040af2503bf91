// The publish wizard and the instructor's courses (docs/product/course-authoring.md; issue 15). The draft
// keeps the product's field names (docs/product/course-authoring.md#course-draft); Price and DiscountPrice
// are dollars as typed in the form (the course itself stores cents once published).
import Type, { type Static } from 'typebox';
import {
  COURSE_DRAFT_LIMITS,
  COURSE_LANGUAGES,
  INSTRUCTOR_COURSE_STATUSES,
  WIZARD_LESSON_TYPES,
} from './constants.ts';
import { COURSE_LEVELS } from '../enrollments/constants.ts';
import { CentsSchema, IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';
import { VideoStatusSchema } from '../medias/upload-schemas.ts';

const L = COURSE_DRAFT_LIMITS;
const text = (maxLength: number) => Type.String({ maxLength });
const lines = Type.Array(text(L.lineLength), { maxItems: L.lines });

export const QuizQuestionDraftSchema = Type.Object(
  {
    Prompt: text(L.questionLength),
    Options: Type.Array(text(L.optionLength), { maxItems: L.options }),
    CorrectOptions: Type.Array(Type.Integer({ minimum: 0 }), { maxItems: L.options }),
    Explanation: Type.Optional(text(L.questionLength)),
  },
  { additionalProperties: false },
);
export type QuizQuestionDraft = Static<typeof QuizQuestionDraftSchema>;

export const LessonDraftSchema = Type.Object(
  {
    Id: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'Chosen by the client; stable across saves.',
    }),
    Title: text(L.titleLength),
    Description: text(L.lessonDescriptionLength),
    Type: Type.Enum(WIZARD_LESSON_TYPES),
    Duration: Type.Integer({ minimum: 0, maximum: L.lessonMinutes, description: 'Minutes.' }),
    Content: Type.String({ maxLength: L.contentLength, description: 'Text lessons and assignments: HTML.' }),
    Resources: Type.Array(text(L.lineLength), { maxItems: L.lines }),
    Order: Type.Integer({ minimum: 0 }),
    MediaId: Type.Optional(Nullable(UuidSchema)),
    Questions: Type.Optional(Type.Array(QuizQuestionDraftSchema, { maxItems: L.questions })),
  },
  { additionalProperties: false },
);
export type LessonDraft = Static<typeof LessonDraftSchema>;

export const SectionDraftSchema = Type.Object(
  {
    Id: Type.String({ minLength: 1, maxLength: 64 }),
    Title: text(L.titleLength),
    Description: text(L.lessonDescriptionLength),
    Order: Type.Integer({ minimum: 0 }),
    Lessons: Type.Array(LessonDraftSchema, { maxItems: L.lessonsPerSection }),
  },
  { additionalProperties: false },
);
export type SectionDraft = Static<typeof SectionDraftSchema>;

/**
 * What the wizard saves (Save Draft, autosave) and publishes: the course draft
 * (docs/product/course-authoring.md#course-draft), plus the cover.
 */
export const CourseDraftPayloadSchema = Type.Object(
  {
    Title: text(L.titleLength),
    Description: Type.String({
      maxLength: L.descriptionLength,
      description: 'HTML, sanitised on the server.',
    }),
    ShortDescription: text(L.shortDescription),
    Category: text(100),
    SubCategory: text(100),
    Level: Type.Enum(['', ...COURSE_LEVELS] as const),
    Language: Type.Enum(['', ...COURSE_LANGUAGES] as const),
    IsFree: Type.Boolean(),
    Price: Type.Number({ minimum: 0, maximum: L.maxPrice, description: 'Dollars.' }),
    DiscountPrice: Type.Number({ minimum: 0, maximum: L.maxPrice, description: 'Dollars; 0 for none.' }),
    Tags: Type.Array(text(L.tagLength), { maxItems: L.tags }),
    Requirements: lines,
    WhatYouWillLearn: lines,
    Sections: Type.Array(SectionDraftSchema, { maxItems: L.sections }),
    CoverMediaId: Type.Optional(Nullable(UuidSchema)),
    Step: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: 'The step to resume at.' })),
  },
  { additionalProperties: false },
);
export type CourseDraftPayload = Static<typeof CourseDraftPayloadSchema>;

/** A saved draft as answered: the payload plus what only the server decides. */
export const CourseDraftSchema = Type.Object(
  {
    Id: UuidSchema,
    Data: CourseDraftPayloadSchema,
    Step: Type.Integer(),
    IsPublished: Type.Boolean({ description: 'True once it has been published at least once.' }),
    HasUnpublishedChanges: Type.Boolean(),
    CourseId: Nullable(UuidSchema),
    CourseSlug: Nullable(Type.String()),
    Cover: Nullable(Type.Object({ Id: UuidSchema, url: Type.String() }, { additionalProperties: false })),
    /** Video lessons' media, so the wizard shows names, posters, durations and processing after a reload. */
    Media: Type.Array(
      Type.Object(
        {
          Id: UuidSchema,
          Username: Type.String(),
          url: Type.String(),
          posterUrl: Nullable(Type.String()),
          durationSeconds: Nullable(Type.Number()),
          Status: Nullable(VideoStatusSchema),
          Progress: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
          Error: Nullable(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    UpdatedAt: IsoDateTimeSchema,
  },
  { additionalProperties: false },
);
export type CourseDraft = Static<typeof CourseDraftSchema>;

export const InstructorCourseSchema = Type.Object(
  {
    Id: UuidSchema,
    DraftId: Nullable(UuidSchema),
    CourseId: Nullable(UuidSchema),
    Slug: Nullable(Type.String()),
    Title: Type.String(),
    Status: Type.Enum(INSTRUCTOR_COURSE_STATUSES),
    HasUnpublishedChanges: Type.Boolean(),
    Students: Type.Integer(),
    Rating: Type.Number(),
    ReviewCount: Type.Integer(),
    RevenueCents: CentsSchema,
    PriceCents: CentsSchema,
    CoverUrl: Nullable(Type.String()),
    Sections: Type.Integer(),
    Lessons: Type.Integer(),
    UpdatedAt: IsoDateTimeSchema,
  },
  { additionalProperties: false },
);
export type InstructorCourse = Static<typeof InstructorCourseSchema>;

export const InstructorCourseListSchema = Type.Object(
  {
    courses: Type.Array(InstructorCourseSchema),
    totals: Type.Object(
      {
        Courses: Type.Integer(),
        Published: Type.Integer(),
        Students: Type.Integer(),
        RevenueCents: CentsSchema,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type InstructorCourseList = Static<typeof InstructorCourseListSchema>;

export const WizardOptionsSchema = Type.Object(
  {
    categories: Type.Array(
      Type.Object(
        {
          Slug: Type.String(),
          Title: Type.String(),
          SubCategories: Type.Array(
            Type.Object({ Slug: Type.String(), Title: Type.String() }, { additionalProperties: false }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    languages: Type.Array(Type.String()),
    tagSuggestions: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type WizardOptions = Static<typeof WizardOptionsSchema>;

export const PublishAnswerSchema = Type.Object(
  { draft: CourseDraftSchema, courseSlug: Type.String(), courseUrl: Type.String() },
  { additionalProperties: false },
);
export type PublishAnswer = Static<typeof PublishAnswerSchema>;

/** PUT /instructor/courses/:id/archive: archived courses leave the catalogue; learners keep their access. */
export const ArchiveCourseBodySchema = Type.Object(
  { archived: Type.Boolean() },
  { additionalProperties: false },
);
