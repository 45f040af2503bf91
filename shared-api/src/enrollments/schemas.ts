// Enrolments (docs/product/enrollments.md#data): the courses a student follows, with progress computed from
// what they did, their library flags, and the access answers (docs/product/enrollments.md#access-answers).
import Type, { type Static } from 'typebox';
import { COURSE_LEVELS, ENROLLMENT_ACCESS, ENROLLMENT_STATUSES } from './constants.ts';
import { IdSchema, IsoDateTimeSchema, Nullable, ServerOwned } from '../common/schemas.ts';

/**
 * One enrolled course, as My Courses, My Progress and the Library show it
 * (docs/product/enrollments.md#enrolled-course), with the product's own enrolment fields beside ours
 * (docs/decisions/0024-wire-field-casing.md).
 */
export const EnrolledCourseSchema = Type.Object(
  {
    Id: Type.String({ format: 'uuid', description: 'The course Id.' }),
    Slug: Type.String(),
    Title: Type.String(),
    Description: Type.String({ description: 'Plain text, from the course summary.' }),
    Thumbnail: Nullable(Type.String({ description: 'URL of the cover image.' })),
    Instructor: Type.Object(
      {
        Id: Type.String(),
        Username: Type.String({ description: 'First and last name.' }),
        Avatar: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
    Category: Type.String(),
    Level: Type.Enum(COURSE_LEVELS),
    Duration: Type.Integer({ minimum: 0, description: 'Minutes.' }),
    Rating: Type.Number({
      minimum: 0,
      maximum: 5,
      description: 'Mean of the approved ratings, 0 without any.',
    }),
    ReviewCount: Type.Integer({ minimum: 0 }),
    Progress: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Share of the lessons completed, percent.',
    }),
    Status: Type.Enum(ENROLLMENT_STATUSES),
    EnrolledAt: IsoDateTimeSchema,
    LastAccessedAt: Nullable(IsoDateTimeSchema),
    CompletedAt: Nullable(IsoDateTimeSchema),
    CertificateUrl: Nullable(
      Type.String({
        description: 'Where the certificate’s link is asked (answers { url }), when there is one.',
      }),
    ),
    IsFavorite: Type.Boolean(),
    IsDownloaded: Type.Boolean(),
    IsRemovedFromLibrary: Type.Boolean(),
    Tags: Type.Array(Type.String()),
    TotalLessons: Type.Integer({ minimum: 0 }),
    CompletedLessons: Type.Integer({ minimum: 0 }),
    NextLesson: Nullable(
      Type.Object({ Id: Type.String(), Title: Type.String() }, { additionalProperties: false }),
    ),
    LastLessonId: Nullable(Type.String({ description: 'The lesson the student opened last.' })),
    TimeSpentMinutes: Type.Integer({ minimum: 0 }),
    QuizScore: Nullable(
      Type.Integer({ minimum: 0, maximum: 100, description: 'Mean of the best attempts.' }),
    ),
    Access: Type.Enum(ENROLLMENT_ACCESS, { description: 'Why the student may follow it.' }),
    // The product's enrolment client reads these names (docs/product/enrollments.md#enrolled-course): the
    // same values as Id, Progress, EnrolledAt, LastAccessedAt and CertificateUrl.
    Course: Type.Object(
      { Id: Type.String({ format: 'uuid' }), Slug: Type.String(), Title: Type.String() },
      {
        additionalProperties: false,
        description: 'The course, as the product’s client reads it (Course.Id).',
      },
    ),
    completionPercentage: Type.Integer({ minimum: 0, maximum: 100, description: 'The same as Progress.' }),
    enrollmentDate: Type.With(IsoDateTimeSchema, { description: 'The same as EnrolledAt.' }),
    lastAccessedDate: Nullable(Type.With(IsoDateTimeSchema, { description: 'The same as LastAccessedAt.' })),
    certificateUrl: Nullable(
      Type.String({ description: 'The same as CertificateUrl: answers { url }, the PDF’s signed link.' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'PascalCase fields are the Library course; Course, completionPercentage, enrollmentDate, lastAccessedDate and certificateUrl are the product’s enrolment fields, with the same values.',
  },
);
export type EnrolledCourse = Static<typeof EnrolledCourseSchema>;

/** GET /api/enrollments/user[/{userId}]: every enrolment of the user, most recently opened first. */
export const EnrolledCourseListSchema = Type.Array(EnrolledCourseSchema);

export const CourseParamsSchema = Type.Object(
  { courseId: IdSchema('The course Id.') },
  { additionalProperties: false },
);
export const UserParamsSchema = Type.Object(
  { userId: IdSchema('The signed-in user’s Id (an administrator may give anyone’s).') },
  { additionalProperties: false },
);
export const CourseUserParamsSchema = Type.Object(
  {
    courseId: IdSchema('The course Id.'),
    userId: IdSchema('The signed-in user’s Id (an administrator may give anyone’s).'),
  },
  { additionalProperties: false },
);

export const AccessAnswerSchema = Type.Object({ hasAccess: Type.Boolean() }, { additionalProperties: false });
export type AccessAnswer = Static<typeof AccessAnswerSchema>;

export const SubscriptionAccessAnswerSchema = Type.Object(
  { hasActiveSubscription: Type.Boolean() },
  { additionalProperties: false },
);
export type SubscriptionAccessAnswer = Static<typeof SubscriptionAccessAnswerSchema>;

export const CertificateAnswerSchema = Type.Object(
  {
    certificateUrl: Nullable(
      Type.String({ description: 'The certificate’s download path, answering { url }; null without a PDF.' }),
    ),
  },
  { additionalProperties: false },
);
export type CertificateAnswer = Static<typeof CertificateAnswerSchema>;

/** POST /api/enrollments/enroll-free */
export const EnrollFreeBodySchema = Type.Object(
  { courseId: IdSchema('The course Id.') },
  { additionalProperties: false },
);

/**
 * PUT /api/enrollments/progress/{courseId}: what the student did, never a percentage (the server computes
 * it). A lesson completed or not; the course paused or resumed. The product's client also sends the course
 * and a progress figure (docs/product/enrollments.md#api): accepted, checked, and not used (the path names
 * the course).
 */
export const ProgressBodySchema = Type.Object(
  {
    lessonId: Type.Optional(IdSchema('The lesson Id.')),
    completed: Type.Optional(Type.Boolean({ description: 'With lessonId: the lesson is done (or not).' })),
    paused: Type.Optional(Type.Boolean()),
    courseId: ServerOwned(IdSchema('The path’s course counts.')),
    progress: ServerOwned(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProgressPayload = Static<typeof ProgressBodySchema>;

/** PUT /api/enrollments/library/{courseId}: the student's own library flags, stored on the server. */
export const LibraryBodySchema = Type.Object(
  {
    IsFavorite: Type.Optional(Type.Boolean()),
    IsDownloaded: Type.Optional(Type.Boolean()),
    IsRemovedFromLibrary: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LibraryPayload = Static<typeof LibraryBodySchema>;

/** DELETE /api/enrollments/unenroll/{courseId} answers true when an enrolment was removed. */
export const UnenrollAnswerSchema = Type.Boolean();

/**
 * GET /api/learning/overview (docs/product/enrollments.md#learning-overview, with the level rule of
 * docs/product/dashboard.md#level-and-points), for My Progress.
 */
export const LearningOverviewSchema = Type.Object(
  {
    TotalHoursLearned: Type.Number({ minimum: 0 }),
    HoursThisWeek: Type.Number({ minimum: 0, description: 'The last 7 days.' }),
    CurrentStreak: Type.Integer({ minimum: 0, description: 'Days in a row with study, up to today.' }),
    TotalPoints: Type.Integer({ minimum: 0 }),
    NextLevelPoints: Type.Integer({ minimum: 0 }),
    Level: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type LearningOverview = Static<typeof LearningOverviewSchema>;
