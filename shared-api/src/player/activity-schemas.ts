// The course player's activity (docs/product/player.md#data): video positions, remembered preferences,
// bookmarks, content reports, quiz attempts and playback analytics. The course itself is in schemas.ts.
import Type, { type Static } from 'typebox';
import {
  ANALYTICS_EVENTS,
  PLAYBACK_RATES,
  REPORT_REASONS,
  VIDEO_QUALITIES,
  type PlaybackRate,
  type VideoQuality,
} from './constants.ts';
import { IdSchema, IsoDateTimeSchema, Nullable, ServerOwned } from '../common/schemas.ts';

const Closed = { additionalProperties: false } as const;

/** Video progress (docs/product/player.md#video-progress); contentId is the lesson. */
export const VideoProgressSchema = Type.Object(
  {
    courseId: Type.String(),
    contentId: Type.String(),
    userId: Type.String(),
    currentTime: Type.Number({ minimum: 0, description: 'Seconds: where to resume.' }),
    duration: Type.Number({ minimum: 0 }),
    progressPercentage: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Furthest share watched; never goes down.',
    }),
    completed: Type.Boolean({ description: 'Watched to 90 % or to the end; stays true.' }),
    lastWatched: IsoDateTimeSchema,
  },
  Closed,
);
export type VideoProgress = Static<typeof VideoProgressSchema>;

/**
 * POST /api/video-progress: where the learner is. The rest of a video progress may come along
 * (docs/product/player.md#video-progress); whose it is, the percentage, completion and the time are the
 * server's to work out.
 */
export const VideoProgressBodySchema = Type.Object(
  {
    courseId: IdSchema('The course Id.'),
    contentId: IdSchema('The lesson Id.'),
    currentTime: Type.Number({ minimum: 0, maximum: 86_400 }),
    duration: Type.Number({ exclusiveMinimum: 0, maximum: 86_400 }),
    userId: ServerOwned(IdSchema('The signed-in user, whatever is sent.')),
    progressPercentage: ServerOwned(Type.Number({ minimum: 0, maximum: 100 })),
    completed: ServerOwned(Type.Boolean()),
    lastWatched: ServerOwned(Type.String({ maxLength: 40 })),
  },
  Closed,
);
export type VideoProgressPayload = Static<typeof VideoProgressBodySchema>;

/** The saved position, and what it changed: the lesson's tick and the course's percentage. */
export const VideoProgressAnswerSchema = Type.Object(
  {
    progress: VideoProgressSchema,
    lessonCompleted: Type.Boolean({ description: 'The lesson is complete (now or before).' }),
    courseProgress: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  Closed,
);
export type VideoProgressAnswer = Static<typeof VideoProgressAnswerSchema>;

export const VideoProgressParamsSchema = Type.Object(
  { courseId: IdSchema(), contentId: IdSchema(), userId: IdSchema() },
  Closed,
);

/** What the player remembers per user, on the server. */
export const PlayerPreferencesSchema = Type.Object(
  {
    playbackRate: Type.Unsafe<PlaybackRate>({ type: 'number', enum: [...PLAYBACK_RATES] }),
    captionsEnabled: Type.Boolean(),
    captionsLanguage: Type.String({ minLength: 2, maxLength: 16 }),
    quality: Nullable(
      Type.Unsafe<VideoQuality>({
        type: 'integer',
        enum: [...VIDEO_QUALITIES],
        description: 'Rendition height; null lets the stream adapt (Auto).',
      }),
    ),
    autoAdvance: Type.Boolean(),
    volume: Type.Number({ minimum: 0, maximum: 1 }),
    muted: Type.Boolean(),
  },
  Closed,
);
export type PlayerPreferences = Static<typeof PlayerPreferencesSchema>;

export const PlayerPreferencesBodySchema = Type.Partial(PlayerPreferencesSchema, {
  ...Closed,
  minProperties: 1,
});
export type PlayerPreferencesPayload = Static<typeof PlayerPreferencesBodySchema>;

/** A bookmark (docs/product/player.md#bookmark): a time in a video lesson with an optional note. */
export const BookmarkSchema = Type.Object(
  {
    id: Type.String(),
    lessonId: Type.String(),
    lessonTitle: Type.String(),
    note: Type.String(),
    time: Type.Integer({ minimum: 0, description: 'Seconds into the video.' }),
    createdAt: IsoDateTimeSchema,
  },
  Closed,
);
export type Bookmark = Static<typeof BookmarkSchema>;

export const BookmarkBodySchema = Type.Object(
  {
    lessonId: IdSchema('The lesson Id.'),
    time: Type.Integer({ minimum: 0, maximum: 86_400 }),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  Closed,
);
export type BookmarkPayload = Static<typeof BookmarkBodySchema>;

/**
 * A report (docs/product/player.md#report): one of the report reasons and details (rich text, sanitised on
 * the server).
 */
export const ReportBodySchema = Type.Object(
  {
    lessonId: IdSchema('The lesson Id.'),
    reason: Type.Enum(REPORT_REASONS),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  Closed,
);
export type ReportPayload = Static<typeof ReportBodySchema>;

export const ReportAnswerSchema = Type.Object(
  { id: Type.String(), status: Type.Literal('open'), createdAt: IsoDateTimeSchema },
  Closed,
);
export type ReportAnswer = Static<typeof ReportAnswerSchema>;

/** POST /api/quizzes/{lessonId}/attempts: the chosen option indexes per question id. */
export const QuizAttemptBodySchema = Type.Object(
  {
    answers: Type.Record(
      Type.String({ maxLength: 64 }),
      Type.Array(Type.Integer({ minimum: 0, maximum: 50 }), { maxItems: 50, uniqueItems: true }),
      { maxProperties: 200 },
    ),
  },
  Closed,
);
export type QuizAttemptPayload = Static<typeof QuizAttemptBodySchema>;

export const QuizAttemptResultSchema = Type.Object(
  {
    id: Type.String(),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    passed: Type.Boolean(),
    bestScore: Type.Integer({ minimum: 0, maximum: 100 }),
    attempts: Type.Integer({ minimum: 1 }),
    /** Shown after submitting: every question's right options and why. */
    questions: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          chosen: Type.Array(Type.Integer()),
          correctOptions: Type.Array(Type.Integer()),
          isCorrect: Type.Boolean(),
          explanation: Type.String(),
        },
        Closed,
      ),
    ),
    lessonCompleted: Type.Boolean(),
    courseProgress: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  Closed,
);
export type QuizAttemptResult = Static<typeof QuizAttemptResultSchema>;

export const QuizAttemptSummarySchema = Type.Object(
  {
    id: Type.String(),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    passed: Type.Boolean(),
    createdAt: IsoDateTimeSchema,
  },
  Closed,
);
export type QuizAttemptSummary = Static<typeof QuizAttemptSummarySchema>;

/**
 * POST /api/video-analytics (docs/product/player.md#video-analytics-event): device and browser are read from
 * the request, not trusted from it.
 */
export const VideoAnalyticsBodySchema = Type.Object(
  {
    videoId: IdSchema('The lesson Id.'),
    courseId: IdSchema('The course Id.'),
    event: Type.Enum(ANALYTICS_EVENTS),
    position: Type.Number({ minimum: 0, maximum: 86_400, description: 'Seconds into the video.' }),
    from: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400, description: 'A seek’s start.' })),
    playbackRate: Type.Optional(Type.Number({ minimum: 0.25, maximum: 4 })),
    quality: Type.Optional(Type.Integer({ minimum: 0, maximum: 4320 })),
    deviceType: ServerOwned(Type.Enum(['desktop', 'mobile', 'tablet']), 'Read from the User-Agent instead.'),
    browserType: ServerOwned(Type.String({ maxLength: 64 }), 'Read from the User-Agent instead.'),
  },
  Closed,
);
export type VideoAnalyticsPayload = Static<typeof VideoAnalyticsBodySchema>;

export const VideoAnalyticsEventSchema = Type.Object(
  {
    id: Type.String(),
    event: Type.Enum(ANALYTICS_EVENTS),
    position: Type.Number(),
    deviceType: Nullable(Type.String()),
    browserType: Nullable(Type.String()),
    createdAt: IsoDateTimeSchema,
  },
  Closed,
);

/** GET /api/video-analytics/{videoId}?userId: the signed-in user's own events and their totals. */
export const VideoAnalyticsAnswerSchema = Type.Object(
  {
    videoId: Type.String(),
    events: Type.Array(VideoAnalyticsEventSchema),
    totals: Type.Object(
      {
        plays: Type.Integer({ minimum: 0 }),
        pauses: Type.Integer({ minimum: 0 }),
        seeks: Type.Integer({ minimum: 0 }),
        completions: Type.Integer({ minimum: 0 }),
      },
      Closed,
    ),
  },
  Closed,
);
export type VideoAnalyticsAnswer = Static<typeof VideoAnalyticsAnswerSchema>;
