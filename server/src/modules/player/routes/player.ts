// The course player (docs/product/player.md#api): paths the specification leaves unshown, under /api/player.
// Every answer is the caller's own; a course they may not follow is a 404 (course-access/player-access.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParamsSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  BookmarkBodySchema,
  BookmarkSchema,
  PlayerPreferencesBodySchema,
  PlayerPreferencesSchema,
  ReportAnswerSchema,
  ReportBodySchema,
} from '@portal/shared-api/schemas/player';
import {
  CourseIdParamsSchema,
  PlayerCourseParamsSchema,
  PlayerCourseSchema,
} from '@portal/shared-api/schemas/player';
import { addBookmark, deleteBookmark, listBookmarks } from '../bookmarks.ts';
import { reportContent } from '../reports.ts';
import { getPlayerCourse } from '../course.ts';
import { getPreferences, updatePreferences } from '../preferences.ts';

const tags = ['player'];

const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/player/courses/:slug',
    {
      schema: {
        tags,
        summary: 'The course as the player reads it: sections, contents, the learner’s ticks and last lesson',
        params: PlayerCourseParamsSchema,
        response: { 200: PlayerCourseSchema },
      },
    },
    async (request) => getPlayerCourse(app.deps, request.caller, request.params.slug),
  );

  app.get(
    '/player/preferences',
    {
      schema: {
        tags,
        summary: 'Speed, captions, quality, auto-advance and volume the player remembers',
        response: { 200: PlayerPreferencesSchema },
      },
    },
    async (request) => getPreferences(app.deps, request.caller.id),
  );
  app.put(
    '/player/preferences',
    {
      schema: {
        tags,
        summary: 'Change some of the remembered player settings',
        body: PlayerPreferencesBodySchema,
        response: { 200: PlayerPreferencesSchema },
      },
    },
    async (request) => updatePreferences(app.deps, request.caller.id, request.body),
  );

  app.get(
    '/player/courses/:courseId/bookmarks',
    {
      schema: {
        tags,
        summary: 'The caller’s bookmarks in a course, in lesson order then time',
        params: CourseIdParamsSchema,
        response: { 200: Type.Array(BookmarkSchema) },
      },
    },
    async (request) => listBookmarks(app.deps, request.caller, request.params.courseId),
  );
  app.post(
    '/player/bookmarks',
    {
      schema: {
        tags,
        summary: 'Bookmark a moment of a video lesson, with an optional note',
        body: BookmarkBodySchema,
        response: { 201: BookmarkSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addBookmark(app.deps, request.caller, request.body)),
  );
  app.delete(
    '/player/bookmarks/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s bookmarks',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteBookmark(app.deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/player/reports',
    {
      schema: {
        tags,
        summary: 'Report a lesson to the moderators; one open report per lesson, a few an hour',
        body: ReportBodySchema,
        response: { 201: ReportAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reportContent(app.deps, request.caller, request.body)),
  );
};

export default playerRoutes;
