// Course notes (docs/product/notes.md#api), the paths the player uses: write, read one, list by course and by
// lesson. Only the caller's own notes: another user's note, or a ?userId / UserId naming someone else, is a
// 404. Bodies pass the TypeBox schema (unknown fields: 400) and then the note form's rules with their
// messages (docs/product/notes.md#note-form-rules).
// The notes page's paths (filters, search, tags, export, sharing) are in library-routes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { courseNotePayloadSchema } from '@portal/shared-api/contract/course-notes';
import {
  CourseNoteBodySchema,
  CourseNoteSchema,
  NoteParamsSchema,
  NoteUserQuerySchema,
} from '@portal/shared-api/schemas/course-notes';
import { CourseIdParamsSchema, LessonParamsSchema } from '@portal/shared-api/schemas/player';
import { getNote, listCourseNotes, listLessonNotes } from './reads.ts';
import { createNote, deleteNote, updateNote } from './writes.ts';
import noteLibraryRoutes from './library-routes.ts';

const tags = ['course-notes'];
const rules = { body: courseNotePayloadSchema };

const courseNotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(noteLibraryRoutes);
  app.get(
    '/course-notes/course/:courseId',
    {
      schema: {
        tags,
        summary: 'The caller’s notes on a course, newest first (404 unless the caller may follow it)',
        params: CourseIdParamsSchema,
        querystring: NoteUserQuerySchema,
        response: { 200: Type.Array(CourseNoteSchema) },
      },
    },
    async (request) =>
      listCourseNotes(app.deps, request.caller, request.params.courseId, request.query.userId),
  );
  app.get(
    '/course-notes/lesson/:lessonId',
    {
      schema: {
        tags,
        summary: 'The caller’s notes on a lesson, newest first (404 unless the caller may follow its course)',
        params: LessonParamsSchema,
        querystring: NoteUserQuerySchema,
        response: { 200: Type.Array(CourseNoteSchema) },
      },
    },
    async (request) =>
      listLessonNotes(app.deps, request.caller, request.params.lessonId, request.query.userId),
  );
  app.get(
    '/course-notes/:noteId',
    {
      schema: {
        tags,
        summary: 'One of the caller’s notes',
        params: NoteParamsSchema,
        response: { 200: CourseNoteSchema },
      },
    },
    async (request) => getNote(app.deps, request.caller, request.params.noteId),
  );
  app.post(
    '/course-notes',
    {
      config: { rules },
      schema: {
        tags,
        summary:
          'Write a note (form rules): HTML sanitised, colour random unless given, lesson of the course (else 400)',
        body: CourseNoteBodySchema,
        response: { 201: CourseNoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createNote(app.deps, request.caller, request.body)),
  );
  app.put(
    '/course-notes/:noteId',
    {
      config: { rules },
      schema: {
        tags,
        summary:
          'Change one of the caller’s notes: fields left out keep their value, null clears the lesson or lesson name',
        params: NoteParamsSchema,
        body: CourseNoteBodySchema,
        response: { 200: CourseNoteSchema },
      },
    },
    async (request) => updateNote(app.deps, request.caller, request.params.noteId, request.body),
  );
  app.delete(
    '/course-notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s notes (answers true)',
        params: NoteParamsSchema,
        response: { 200: Type.Boolean() },
      },
    },
    async (request) => deleteNote(app.deps, request.caller, request.params.noteId),
  );
};

export default courseNotesRoutes;
