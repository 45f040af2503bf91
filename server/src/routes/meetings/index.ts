// Meetings (02 §2.8): the signed-in user's meetings. Paths are ours (the spec shows none).
import type { FastifyPluginAsync } from 'fastify';
import {
  meetingPayloadSchema,
  type MeetingJoinPayload,
  type MeetingSchedulePayload,
  type MeetingScope,
} from '@portal/shared-api/contract';
import { validate } from '../../lib/validate.ts';
import {
  deleteMeeting,
  getMeeting,
  joinMeeting,
  listMeetings,
  scheduleMeeting,
  updateMeeting,
} from '../../services/meetings.ts';
import {
  idParamsSchema,
  joinBodySchema,
  listQuerySchema,
  meetingListSchema,
  meetingSchema,
  scheduleBodySchema,
} from './schemas.ts';

const tags = ['meetings'];

const meetingsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get<{ Querystring: { scope?: MeetingScope } }>(
    '/meetings',
    {
      schema: {
        tags,
        summary: 'The user’s upcoming or past meetings, with both tab counts',
        querystring: listQuerySchema,
        response: { 200: meetingListSchema },
      },
    },
    async (request) => listMeetings(app.db, request.user!.id, request.query.scope ?? 'upcoming'),
  );

  app.get<{ Params: { id: string } }>(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'One meeting the user hosts or joined',
        params: idParamsSchema,
        response: { 200: meetingSchema },
      },
    },
    async (request) => getMeeting(app.db, request.user!.id, request.params.id),
  );

  app.post<{ Body: MeetingSchedulePayload }>(
    '/meetings',
    {
      schema: {
        tags,
        summary: 'Schedule a meeting hosted by the user',
        body: scheduleBodySchema,
        response: { 201: meetingSchema },
      },
    },
    async (request, reply) => {
      await validate(meetingPayloadSchema, request.body);
      const meeting = await scheduleMeeting(app.db, request.user!.id, request.body);
      return reply.code(201).send(meeting);
    },
  );

  app.post<{ Body: MeetingJoinPayload }>(
    '/meetings/join',
    {
      schema: {
        tags,
        summary: 'Join a meeting by its meeting ID (opens 15 minutes before the start)',
        body: joinBodySchema,
        response: { 200: meetingSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      return joinMeeting(app.db, { id: user.id, username: user.username, email: user.email }, request.body);
    },
  );

  app.put<{ Params: { id: string }; Body: MeetingSchedulePayload }>(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Change a meeting (host only)',
        params: idParamsSchema,
        body: scheduleBodySchema,
        response: { 200: meetingSchema },
      },
    },
    async (request) => {
      await validate(meetingPayloadSchema, request.body);
      return updateMeeting(app.db, request.user!.id, request.params.id, request.body);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a meeting (host only)',
        params: idParamsSchema,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      await deleteMeeting(app.db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default meetingsRoutes;
