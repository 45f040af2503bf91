// Meetings: the signed-in user's meetings. Paths are ours (docs/product/meetings.md#api). One meeting as an
// .ics file is the calendar module's (it writes every iCalendar file).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { meetingJoinPayloadSchema, meetingPayloadSchema } from '@portal/shared-api/contract/meetings';
import { IdParamsSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  MeetingJoinBodySchema,
  MeetingListQuerySchema,
  MeetingListSchema,
  MeetingScheduleBodySchema,
  MeetingSchema,
} from '@portal/shared-api/schemas/meetings';
import { getMeeting, listMeetings } from './reads.ts';
import { deleteMeeting, joinMeeting, scheduleMeeting, updateMeeting } from './meetings.ts';
import { inviteToMeeting } from './invites.ts';
import { joinRateLimit } from './join-guards.ts';

const tags = ['meetings'];

const meetingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/meetings',
    {
      schema: {
        tags,
        summary: 'The user’s upcoming or past meetings, with both tab counts',
        querystring: MeetingListQuerySchema,
        response: { 200: MeetingListSchema },
      },
    },
    async (request) => listMeetings(app.deps, request.caller.id, request.query.scope ?? 'upcoming'),
  );

  app.get(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'One meeting the user hosts or joined, by its Id or its meeting ID',
        params: IdParamsSchema,
        response: { 200: MeetingSchema },
      },
    },
    async (request) => getMeeting(app.deps, request.caller.id, request.params.id),
  );

  app.post(
    '/meetings',
    {
      config: { rules: { body: meetingPayloadSchema } },
      schema: {
        tags,
        summary: 'Schedule a meeting hosted by the user',
        body: MeetingScheduleBodySchema,
        response: { 201: MeetingSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await scheduleMeeting(app.deps, request.caller.id, request.body)),
  );

  app.post(
    '/meetings/join',
    {
      config: { rules: { body: meetingJoinPayloadSchema }, rateLimit: joinRateLimit },
      schema: {
        tags,
        summary:
          'Join a meeting by its meeting ID (opens 15 minutes before the start; 10 tries a minute, locked for 15 minutes after 5 wrong passcodes)',
        body: MeetingJoinBodySchema,
        response: { 200: MeetingSchema },
      },
    },
    async (request) => joinMeeting(app.deps, request.caller, request.body),
  );

  app.post(
    '/meetings/:id/participants',
    {
      schema: {
        tags,
        summary: 'Invite people from the host’s contacts (host only); each is notified',
        params: IdParamsSchema,
        body: Type.Object(
          {
            UserIds: Type.Array(Type.String({ format: 'uuid' }), {
              minItems: 1,
              maxItems: 50,
              uniqueItems: true,
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: MeetingSchema },
      },
    },
    async (request) => inviteToMeeting(app.deps, request.caller.id, request.params.id, request.body.UserIds),
  );

  app.put(
    '/meetings/:id',
    {
      config: { rules: { body: meetingPayloadSchema } },
      schema: {
        tags,
        summary: 'Change a meeting (host only)',
        params: IdParamsSchema,
        body: MeetingScheduleBodySchema,
        response: { 200: MeetingSchema },
      },
    },
    async (request) => updateMeeting(app.deps, request.caller.id, request.params.id, request.body),
  );

  app.delete(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a meeting (host only)',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteMeeting(app.deps, request.caller.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default meetingsRoutes;
