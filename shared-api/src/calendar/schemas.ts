// The Calendar (ours, issue 14): the signed-in user's meetings, goal deadlines and course due dates in a
// range, and the private iCal subscription (its URL is shown once, when it is made).
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable } from '../common/schemas.ts';
import { CALENDAR_ITEM_KINDS } from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type CalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];

export const CalendarItemSchema = Type.Object(
  {
    Id: Type.String({ description: 'Unique across kinds: "meeting-<id>", "goal-<id>", "course-<id>".' }),
    Kind: Type.Enum(CALENDAR_ITEM_KINDS),
    Title: Type.String(),
    Start: Type.With(IsoDateTimeSchema, {
      description: 'The instant; an all-day item is shown on the day it falls in, in the viewer’s zone.',
    }),
    End: Nullable(IsoDateTimeSchema),
    AllDay: Type.Boolean(),
    Url: Type.String({ description: 'The portal page that opens the item.' }),
  },
  Closed,
);
export type CalendarItem = Static<typeof CalendarItemSchema>;

export const CalendarRangeSchema = Type.Object(
  { items: Type.Array(CalendarItemSchema, { description: 'Soonest first.' }) },
  Closed,
);
export type CalendarRange = Static<typeof CalendarRangeSchema>;

export const CalendarQuerySchema = Type.Object(
  {
    from: Type.With(IsoDateTimeSchema, { description: 'The range’s start (included), with its offset.' }),
    to: Type.With(IsoDateTimeSchema, { description: 'The range’s end (excluded), at most 100 days on.' }),
  },
  Closed,
);
export type CalendarQuery = Static<typeof CalendarQuerySchema>;

export const CalendarFeedStatusSchema = Type.Object(
  {
    Exists: Type.Boolean(),
    CreatedAt: Nullable(IsoDateTimeSchema),
  },
  Closed,
);
export type CalendarFeedStatus = Static<typeof CalendarFeedStatusSchema>;

export const CalendarFeedCreatedSchema = Type.Object(
  { Url: Type.String({ description: 'The subscription URL: shown this once, never stored in clear.' }) },
  Closed,
);
export type CalendarFeedCreated = Static<typeof CalendarFeedCreatedSchema>;

/** `/calendar/:token.ics`: a malformed token is answered like an unknown one (404). */
export const CalendarFeedParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  Closed,
);
