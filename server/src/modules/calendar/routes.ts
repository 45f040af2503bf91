// The Calendar (ours, issue 14; the spec has no page for it): the user's items in a range, and the private
// iCal subscription: create or replace it (its URL is answered once), ask whether it exists, revoke it, and
// the feed itself, public because calendar apps send no cookies (the token is the proof); and one meeting
// as an .ics file, under the meetings path.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParamsSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  CalendarFeedCreatedSchema,
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
  CalendarQuerySchema,
  CalendarRangeSchema,
} from '@portal/shared-api/schemas/calendar';
import { listCalendar } from './calendar.ts';
import { FileAnswerSchema, sendFile } from '../../platform/files/send-file.ts';
import { createFeed, feedCalendar, getFeedStatus, meetingIcsFile, revokeFeed } from './feed.ts';

const tags = ['calendar'];

const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary: 'The user’s meetings, goal deadlines and course due dates between two instants (≤ 100 days)',
        querystring: CalendarQuerySchema,
        response: { 200: CalendarRangeSchema },
      },
    },
    async (request) => listCalendar(deps, request.caller.id, request.query),
  );

  app.get(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Whether the user has a calendar subscription link (never the link itself)',
        response: { 200: CalendarFeedStatusSchema },
      },
    },
    async (request) => getFeedStatus(deps, request.caller.id),
  );

  app.post(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Create the user’s calendar subscription link, replacing any previous one; answered once',
        response: { 201: CalendarFeedCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createFeed(deps, request.caller.id)),
  );

  app.delete(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Revoke the user’s calendar subscription link',
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await revokeFeed(deps, request.caller.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The iCal feed of a subscription link (text/calendar); a revoked or unknown link is a 404',
        params: CalendarFeedParamsSchema,
        produces: ['text/calendar'],
        response: { 200: Type.Unsafe<string>({ type: 'string', description: 'An iCalendar file.' }) },
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(deps, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .header('content-disposition', 'inline; filename="academy.ics"')
        .send(body);
    },
  );

  app.get(
    '/meetings/:id/ics',
    {
      schema: {
        tags: ['meetings'],
        summary: 'One meeting the user hosts or joined as an iCalendar file, for “Add to calendar”',
        params: IdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: FileAnswerSchema },
      },
    },
    async (request, reply) =>
      sendFile(reply, await meetingIcsFile(app.deps, request.caller.id, request.params.id)),
  );
};

export default calendarRoutes;
