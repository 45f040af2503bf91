// Course notes (docs/product/notes.md#course-note): what a learner writes down, tied to a course, a lesson
// and a moment of its video. The player writes them; the notes page (its own issue) lists, exports and shares.
import Type, { type Static } from 'typebox';
import { NOTE_COLORS, NOTE_EXPORT_FORMATS } from './constants.ts';
import { IdSchema, IsoDateTimeSchema, Nullable } from '../common/schemas.ts';

const Closed = { additionalProperties: false } as const;

export const CourseNoteSchema = Type.Object(
  {
    Id: Type.String(),
    Title: Type.String(),
    Content: Type.String({ description: 'Sanitised HTML.' }),
    CourseId: Type.String(),
    CourseTitle: Type.String(),
    CourseSlug: Type.String(),
    LessonId: Nullable(Type.String()),
    LessonTitle: Nullable(Type.String({ description: 'The linked lesson’s title, while it exists.' })),
    LessonName: Nullable(Type.String({ description: 'Free text the learner typed.' })),
    Timestamp: Type.Integer({ minimum: 0, description: 'Seconds into the video.' }),
    Tags: Type.Array(Type.String()),
    IsPrivate: Type.Boolean(),
    Color: Type.Enum(NOTE_COLORS),
    ShareToken: Nullable(
      Type.String({ description: 'While the note is shared: the token of /notes/shared/{token}.' }),
    ),
    CreatedAt: IsoDateTimeSchema,
    UpdatedAt: IsoDateTimeSchema,
  },
  Closed,
);
export type CourseNote = Static<typeof CourseNoteSchema>;

/**
 * POST /api/course-notes and PUT /api/course-notes/{noteId}; UserId, when sent, must be the caller
 * (docs/product/notes.md#course-note).
 */
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

const CommaList = (what: string) =>
  Type.Optional(Type.String({ maxLength: 2000, description: `${what}, joined by commas.` }));

/** GET /api/course-notes/user/{userId}: the filters, arrays joined by commas (docs/product/notes.md#api). */
export const NoteFilterQuerySchema = Type.Object(
  {
    courseIds: CommaList('Course Ids'),
    tags: CommaList('Tags (a note with any of them)'),
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words in the title, text, lesson or tags.' }),
    ),
  },
  Closed,
);
export type NoteFilterQuery = Static<typeof NoteFilterQuerySchema>;

/** GET /api/course-notes/search. */
export const NoteSearchQuerySchema = Type.Object(
  {
    q: Type.String({ maxLength: 200 }),
    userId: Type.Optional(IdSchema('Only the signed-in user.')),
    courseIds: CommaList('Course Ids'),
    tags: CommaList('Tags'),
  },
  Closed,
);

export const NoteTagSchema = Type.Object({ Tag: Type.String(), Count: Type.Integer() }, Closed);
export type NoteTag = Static<typeof NoteTagSchema>;

export const NoteExportQuerySchema = Type.Object(
  { format: Type.Enum(NOTE_EXPORT_FORMATS), courseIds: CommaList('Course Ids'), tags: CommaList('Tags') },
  Closed,
);

export const NoteExportLinkSchema = Type.Object(
  { downloadUrl: Type.String({ description: 'Where the file is answered (same session).' }) },
  Closed,
);
export type NoteExportLink = Static<typeof NoteExportLinkSchema>;

export const NoteShareLinkSchema = Type.Object({ shareUrl: Type.String(), token: Type.String() }, Closed);
export type NoteShareLink = Static<typeof NoteShareLinkSchema>;

export const ShareTokenParamsSchema = Type.Object(
  { shareToken: Type.String({ minLength: 1, maxLength: 64 }) },
  Closed,
);

/** GET /api/course-notes/shared/{shareToken}, public: the note read-only, with its author's name. */
export const SharedNoteSchema = Type.Object(
  {
    Title: Type.String(),
    Content: Type.String({ description: 'Sanitised HTML.' }),
    CourseTitle: Type.String(),
    CourseSlug: Type.String(),
    LessonTitle: Nullable(Type.String()),
    Timestamp: Type.Integer({ minimum: 0 }),
    Tags: Type.Array(Type.String()),
    Color: Type.Enum(NOTE_COLORS),
    AuthorName: Type.String(),
    UpdatedAt: IsoDateTimeSchema,
  },
  Closed,
);
export type SharedNote = Static<typeof SharedNoteSchema>;
