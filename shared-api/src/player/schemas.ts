// The course player (docs/product/player.md#data): the course as the player reads it, and the path pieces of
// the player's routes. Its activity is in activity-schemas.ts. Paths the product leaves unshown are ours,
// under /api/player and /api/quizzes; the product's own are kept (docs/product/player.md#api).
import Type, { type Static } from 'typebox';
import { PLAYER_LESSON_TYPES, QUIZ_QUESTION_KINDS } from './constants.ts';
import { IdSchema, IsoDateTimeSchema, Nullable, SlugSchema } from '../common/schemas.ts';

const Closed = { additionalProperties: false } as const;

export const CaptionTrackSchema = Type.Object(
  {
    language: Type.String({ description: 'BCP 47 code, e.g. en.' }),
    label: Type.String(),
    url: Type.String({ description: 'WebVTT file.' }),
    default: Type.Boolean({
      description: 'The track shown before the learner picks one (docs/product/player.md#caption-track).',
    }),
  },
  Closed,
);

/** A quiz question as the learner sees it before submitting: never the right answers. */
export const QuizQuestionSchema = Type.Object(
  {
    id: Type.String(),
    prompt: Type.String(),
    kind: Type.Enum(QUIZ_QUESTION_KINDS),
    options: Type.Array(Type.String()),
  },
  Closed,
);

export const PlayerQuizSchema = Type.Object(
  {
    questions: Type.Array(QuizQuestionSchema),
    passMark: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Score (percent) that completes the lesson.',
    }),
    bestScore: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
    attempts: Type.Integer({ minimum: 0 }),
  },
  Closed,
);

/** A player content item (docs/product/player.md#player-content-item), with what each type needs to show. */
export const PlayerContentSchema = Type.Object(
  {
    id: Type.String({ description: 'The lesson Id.' }),
    title: Type.String(),
    type: Type.Enum(PLAYER_LESSON_TYPES),
    durationMinutes: Type.Integer({ minimum: 0 }),
    completed: Type.Boolean(),
    description: Type.String(),
    url: Nullable(Type.String({ description: 'The file itself: the PDF, or the video to download.' })),
    streamUrl: Nullable(Type.String({ description: 'The adaptive stream (DASH manifest) of a video.' })),
    streamStatus: Nullable(
      Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')], {
        description:
          'An uploaded video’s transcoding: while processing (or failed) the original file plays from url.',
      }),
    ),
    poster: Nullable(Type.String()),
    youtubeLink: Nullable(Type.String()),
    vimeoLink: Nullable(Type.String()),
    mediaId: Nullable(Type.String()),
    transcriptions: Type.Array(CaptionTrackSchema),
    html: Nullable(Type.String({ description: 'Sanitised body of a text lesson or an assignment.' })),
    quiz: Nullable(PlayerQuizSchema),
  },
  Closed,
);
export type PlayerContent = Static<typeof PlayerContentSchema>;

export const PlayerSectionSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    contents: Type.Array(PlayerContentSchema),
  },
  Closed,
);

/**
 * GET /api/player/courses/{slug}: the player course (docs/product/player.md#player-course), for an enrolled
 * learner (anyone else: 404).
 */
export const PlayerCourseSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    slug: Type.String(),
    title: Type.String(),
    description: Type.String({ description: 'Plain text, markup stripped.' }),
    instructor: Type.Object(
      {
        id: Type.String(),
        name: Type.String(),
        avatar: Nullable(Type.String()),
        bio: Type.String(),
      },
      Closed,
    ),
    thumbnail: Nullable(Type.String()),
    durationMinutes: Type.Integer({ minimum: 0 }),
    rating: Type.Number({ minimum: 0, maximum: 5 }),
    reviewCount: Type.Integer({ minimum: 0 }),
    lastUpdated: IsoDateTimeSchema,
    sections: Type.Array(PlayerSectionSchema),
    progress: Type.Object(
      {
        completedLessons: Type.Integer({ minimum: 0 }),
        totalLessons: Type.Integer({ minimum: 0 }),
        percentage: Type.Integer({ minimum: 0, maximum: 100 }),
        lastAccessedLessonId: Nullable(Type.String()),
      },
      Closed,
    ),
  },
  Closed,
);
export type PlayerCourse = Static<typeof PlayerCourseSchema>;

export const PlayerCourseParamsSchema = Type.Object({ slug: SlugSchema }, Closed);
export const CourseIdParamsSchema = Type.Object({ courseId: IdSchema('The course Id.') }, Closed);
export const LessonParamsSchema = Type.Object({ lessonId: IdSchema('The lesson Id.') }, Closed);
export const VideoParamsSchema = Type.Object({ videoId: IdSchema('The lesson Id.') }, Closed);
export const UserQuerySchema = Type.Object(
  { userId: Type.Optional(IdSchema('Only the signed-in user (an administrator: anyone).')) },
  Closed,
);
export * from './activity-schemas.ts';
