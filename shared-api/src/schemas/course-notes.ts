// Course notes (03 §3 Course note, §7 Course notes): what a learner writes down, tied to a course, a lesson
// and a moment of its video. The player writes them; the notes page (its own issue) lists, exports and shares.
import Type, { type Static } from 'typebox';
import { NOTE_COLORS } from '../contract/course-notes.ts';
import { IdSchema, IsoDateTimeSchema, Nullable } from './common.ts';

const Closed = { additionalProperties: false } as const;

export const CourseNoteSchema = Type.Object(
  {
    Id: Type.String(),
    Title: Type.String(),
    Content: Type.String({ description: 'Sanitised HTML.' }),
    CourseId: Type.String(),
    CourseTitle: Type.String(),
    LessonId: Nullable(Type.String()),
    LessonTitle: Nullable(Type.String({ description: 'The linked lesson’s title, while it exists.' })),
    LessonName: Nullable(Type.String({ description: 'Free text the learner typed.' })),
    Timestamp: Type.Integer({ minimum: 0, description: 'Seconds into the video.' }),
    Tags: Type.Array(Type.String()),
    IsPrivate: Type.Boolean(),
    Color: Type.Enum(NOTE_COLORS),
    CreatedAt: IsoDateTimeSchema,
    UpdatedAt: IsoDateTimeSchema,
  },
  Closed,
);
export type CourseNote = Static<typeof CourseNoteSchema>;

/** POST /api/course-notes and PUT /api/course-notes/{noteId}; UserId, when sent (03 §3), must be the caller. */
export const CourseNoteBodySchema = Type.Object(
  {
    Title: Type.String({ maxLength: 200 }),
    Content: Type.String({ maxLength: 50_000 }),
    CourseId: IdSchema('The course Id.'),
    LessonId: Type.Optional(Nullable(IdSchema('The lesson Id.'))),
    LessonName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    Timestamp: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
    Tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
    IsPrivate: Type.Optional(Type.Boolean()),
    Color: Type.Optional(Type.Enum(NOTE_COLORS)),
    UserId: Type.Optional(IdSchema('The author: only the signed-in user.')),
  },
  Closed,
);
export type CourseNotePayload = Static<typeof CourseNoteBodySchema>;

export const NoteParamsSchema = Type.Object({ noteId: IdSchema('The note Id.') }, Closed);
export const NoteUserQuerySchema = Type.Object(
  { userId: Type.Optional(IdSchema('Only the signed-in user (another id is a 404).')) },
  Closed,
);
