// Meetings (docs/product/meetings.md#data): the meeting as answered, the list with both tab counts, schedule
// and join bodies.
import Type, { type Static } from 'typebox';
import { MEETING_SCOPES, MEETING_STATUSES, MEETING_TYPES } from './constants.ts';
import { IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

export const MeetingSchema = Type.Object(
  {
    Id: UuidSchema,
    Title: Type.String(),
    Description: Nullable(Type.String()),
    StartTime: IsoDateTimeSchema,
    EndTime: IsoDateTimeSchema,
    Type: Type.Enum(MEETING_TYPES),
    IsRecorded: Type.Boolean(),
    Status: Type.Enum(MEETING_STATUSES),
    MeetingId: Nullable(Type.String({ description: 'The number people type into the Join Meeting dialog.' })),
    Passcode: Nullable(Type.String()),
    MeetingUrl: Nullable(Type.String()),
    RecordingUrl: Nullable(Type.String()),
    RoomUrl: Nullable(
      Type.String({
        description:
          'The video room that Join opens (MEETING_ROOM_URL with the meeting’s private room name).',
      }),
    ),
    Host: Type.Object({ Id: Type.String(), Username: Type.String() }, { additionalProperties: false }),
    Participants: Type.Array(
      Type.Object(
        { Id: Type.String(), Username: Type.String(), Name: Type.String() },
        { additionalProperties: false },
      ),
    ),
    isHost: Type.Boolean({
      description: 'True when the signed-in user hosts it: only the host edits.',
    }),
  },
  { additionalProperties: false },
);
export type Meeting = Static<typeof MeetingSchema>;

export const MeetingListSchema = Type.Object(
  {
    meetings: Type.Array(MeetingSchema),
    counts: Type.Object({ upcoming: Type.Integer(), past: Type.Integer() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type MeetingList = Static<typeof MeetingListSchema>;

export const MeetingListQuerySchema = Type.Object(
  { scope: Type.Optional(Type.Enum(MEETING_SCOPES, { default: 'upcoming' })) },
  { additionalProperties: false },
);

/**
 * The schedule payload (docs/product/meetings.md#schedule-payload) of POST /api/meetings and
 * PUT /api/meetings/:id; EndTime defaults to +60 minutes.
 */
export const MeetingScheduleBodySchema = Type.Object(
  {
    Title: Type.String({ maxLength: 200 }),
    Description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    StartTime: IsoDateTimeSchema,
    EndTime: Type.Optional(IsoDateTimeSchema),
    Type: Type.Enum(MEETING_TYPES),
    IsRecorded: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MeetingSchedulePayload = Static<typeof MeetingScheduleBodySchema>;

/**
 * The join payload (docs/product/meetings.md#join-payload): the passcode is asked only when the meeting has
 * one.
 */
export const MeetingJoinBodySchema = Type.Object(
  {
    meetingId: Type.String({ maxLength: 40 }),
    passcode: Type.Optional(Type.String({ maxLength: 40 })),
    participant: Type.Object(
      { Name: Type.String({ maxLength: 200 }), Email: Type.String({ maxLength: 320 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type MeetingJoinPayload = Static<typeof MeetingJoinBodySchema>;
