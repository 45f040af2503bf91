// Course notes (docs/product/notes.md#api), the notes page's paths: all the caller's notes with filters,
// search, tags, export and sharing; and the public read of a shared note. Every path but the shared one is
// the caller's own: a userId naming someone else is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rateLimitOf } from '../../platform/rate-limits/limits.ts';
import Type from 'typebox';
import { NoContentSchema, OwnUserParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CourseNoteSchema,
  NoteExportLinkSchema,
  NoteExportQuerySchema,
  NoteFilterQuerySchema,
  NoteParamsSchema,
  NoteSearchQuerySchema,
  NoteShareLinkSchema,
  NoteTagSchema,
  SharedNoteSchema,
  ShareTokenParamsSchema,
} from '@portal/shared-api/schemas/course-notes';
import { exportNotes, noteExportLink } from './export.ts';
import { listNoteTags, listUserNotes } from './library.ts';
import { readSharedNote, revokeNoteShare, shareNote } from './share.ts';
import { FileAnswerSchema, sendFile } from '../../platform/files/send-file.ts';

const tags = ['course-notes'];

const noteLibraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/course-notes/user/:userId',
    {
      schema: {
        tags,
        summary: 'The caller’s notes, latest changed first, filtered by courses, tags (any) and words',
        params: OwnUserParamsSchema,
        querystring: NoteFilterQuerySchema,
        response: { 200: Type.Array(CourseNoteSchema) },
      },
    },
    async (request) => listUserNotes(app.deps, request.caller, request.params.userId, request.query),
  );
  app.get(
    '/course-notes/search',
    {
      schema: {
        tags,
        summary: 'The caller’s notes holding the words in their title, text, lesson or tags',
        querystring: NoteSearchQuerySchema,
        response: { 200: Type.Array(CourseNoteSchema) },
      },
    },
    async (request) => {
      const { userId, ...filters } = request.query;
      return listUserNotes(app.deps, request.caller, userId, filters);
    },
  );
  app.get(
    '/course-notes/user/:userId/tags',
    {
      schema: {
        tags,
        summary: 'The tags on the caller’s notes with how many notes carry each, most used first',
        params: OwnUserParamsSchema,
        response: { 200: Type.Array(NoteTagSchema) },
      },
    },
    async (request) => listNoteTags(app.deps, request.caller, request.params.userId),
  );
  app.get(
    '/course-notes/user/:userId/export',
    {
      schema: {
        tags,
        summary: 'Where the export (pdf, txt or md) of the caller’s notes with these filters is answered',
        params: OwnUserParamsSchema,
        querystring: NoteExportQuerySchema,
        response: { 200: NoteExportLinkSchema },
      },
    },
    async (request) => noteExportLink(request.caller, request.params.userId, request.query),
  );
  app.get(
    '/course-notes/user/:userId/export/download',
    {
      config: { rateLimit: rateLimitOf(app.config.limits, 'fileExports') },
      schema: {
        tags,
        summary: 'The export file: the notes grouped by course and lesson, as PDF, plain text or Markdown',
        params: OwnUserParamsSchema,
        querystring: NoteExportQuerySchema,
        response: { 200: FileAnswerSchema },
      },
    },
    async (request, reply) => {
      const file = await exportNotes(app.deps, request.caller, request.params.userId, request.query);
      return sendFile(reply, file);
    },
  );
  app.post(
    '/course-notes/:noteId/share',
    {
      schema: {
        tags,
        summary: 'Share a public note: its read-only link (the same until revoked); a private note is a 409',
        params: NoteParamsSchema,
        response: { 200: NoteShareLinkSchema },
      },
    },
    async (request) => shareNote(app.deps, request.caller, request.params.noteId),
  );
  app.delete(
    '/course-notes/:noteId/share',
    {
      schema: {
        tags,
        summary: 'Stop sharing a note: its link answers 404 from now on',
        params: NoteParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await revokeNoteShare(app.deps, request.caller, request.params.noteId);
      reply.status(204);
    },
  );
  app.get(
    '/course-notes/shared/:shareToken',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public: a shared note, read-only',
        params: ShareTokenParamsSchema,
        response: { 200: SharedNoteSchema },
      },
    },
    async (request, reply) => {
      const note = await readSharedNote(app.deps, request.params.shareToken);
      // Revocable: no copy may outlive the link.
      reply.header('cache-control', 'no-store');
      return note;
    },
  );
};

export default noteLibraryRoutes;
