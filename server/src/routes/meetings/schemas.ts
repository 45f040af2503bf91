// JSON schemas of the meetings routes: request shape, unknown fields (400) and the OpenAPI docs.
import { MEETING_SCOPES, MEETING_STATUSES, MEETING_TYPES } from '@portal/shared-api/contract';

const nullableString = { type: ['string', 'null'] } as const;

export const meetingSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'Id',
    'Title',
    'StartTime',
    'EndTime',
    'Type',
    'IsRecorded',
    'Status',
    'Host',
    'Participants',
    'isHost',
  ],
  properties: {
    Id: { type: 'string', format: 'uuid' },
    Title: { type: 'string' },
    Description: nullableString,
    StartTime: { type: 'string', format: 'date-time' },
    EndTime: { type: 'string', format: 'date-time' },
    Type: { type: 'string', enum: [...MEETING_TYPES] },
    IsRecorded: { type: 'boolean' },
    Status: { type: 'string', enum: [...MEETING_STATUSES] },
    MeetingId: { ...nullableString, description: 'The number people type into the Join Meeting dialog.' },
    Passcode: nullableString,
    MeetingUrl: nullableString,
    RecordingUrl: nullableString,
    Host: {
      type: 'object',
      additionalProperties: false,
      required: ['Id', 'Username'],
      properties: { Id: { type: 'string' }, Username: { type: 'string' } },
    },
    Participants: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['Id', 'Username', 'Name'],
        properties: { Id: { type: 'string' }, Username: { type: 'string' }, Name: { type: 'string' } },
      },
    },
    isHost: { type: 'boolean', description: 'True when the signed-in user hosts the meeting.' },
  },
} as const;

export const meetingListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['meetings', 'counts'],
  properties: {
    meetings: { type: 'array', items: meetingSchema },
    counts: {
      type: 'object',
      additionalProperties: false,
      required: ['upcoming', 'past'],
      properties: { upcoming: { type: 'integer' }, past: { type: 'integer' } },
    },
  },
} as const;

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { scope: { type: 'string', enum: [...MEETING_SCOPES], default: 'upcoming' } },
} as const;

export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: {
      type: 'string',
      pattern: '^[0-9A-Za-z-]{1,64}$',
      description: 'The meeting Id, or its MeetingId (meeting links carry the latter).',
    },
  },
} as const;

/** 02 §3 schedule payload; EndTime defaults to StartTime + 60 minutes. */
export const scheduleBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['Title', 'StartTime', 'Type', 'IsRecorded'],
  properties: {
    Title: { type: 'string', maxLength: 200 },
    Description: { type: ['string', 'null'], maxLength: 2000 },
    StartTime: { type: 'string', format: 'date-time' },
    EndTime: { type: 'string', format: 'date-time' },
    Type: { type: 'string', enum: [...MEETING_TYPES] },
    IsRecorded: { type: 'boolean' },
  },
} as const;

/** 02 §3 join payload: meetingId plus a participant with Name and Email; passcode when the meeting has one. */
export const joinBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['meetingId', 'participant'],
  properties: {
    meetingId: { type: 'string', maxLength: 40 },
    passcode: { type: 'string', maxLength: 40 },
    participant: {
      type: 'object',
      additionalProperties: false,
      required: ['Name', 'Email'],
      properties: {
        Name: { type: 'string', maxLength: 200 },
        Email: { type: 'string', maxLength: 320 },
      },
    },
  },
} as const;
