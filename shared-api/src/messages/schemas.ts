// Messages (docs/product/messages.md#data): what the API answers and accepts. Paths are ours
// (docs/product/messages.md#api): /api/conversations…, /api/messages/:id, /api/attachments/:id,
// /api/presence.
import Type, { type Static } from 'typebox';
import { MESSAGE_MAX_LENGTH, PRESENCE_STATUSES } from './constants.ts';
import { IdSchema, IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

const closed = { additionalProperties: false } as const;

export const ParticipantSchema = Type.Object(
  {
    Id: UuidSchema,
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Username: Type.String(),
    Photo: Nullable(Type.String({ description: 'URL of the profile photo.' })),
    Status: Type.Enum(PRESENCE_STATUSES, {
      description: 'From recent activity and the person’s own choice.',
    }),
  },
  closed,
);
export type Participant = Static<typeof ParticipantSchema>;

export const ConversationSchema = Type.Object(
  {
    Id: UuidSchema,
    Type: Type.Enum(['direct', 'group']),
    Title: Nullable(Type.String({ description: 'Group conversations only.' })),
    Participants: Type.Array(ParticipantSchema, { description: 'The other members (not the caller).' }),
    IsPinned: Type.Boolean(),
    UnreadCount: Type.Integer(),
    LastMessage: Nullable(
      Type.Object(
        {
          Content: Type.String(),
          Timestamp: IsoDateTimeSchema,
          SenderId: UuidSchema,
          HasAttachments: Type.Boolean(),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type Conversation = Static<typeof ConversationSchema>;

export const ConversationListSchema = Type.Object(
  { conversations: Type.Array(ConversationSchema), unread: Type.Integer() },
  closed,
);
export type ConversationList = Static<typeof ConversationListSchema>;

export const ConversationListQuerySchema = Type.Object(
  { search: Type.Optional(Type.String({ maxLength: 100 })) },
  closed,
);

export const AttachmentSchema = Type.Object(
  {
    Id: UuidSchema,
    FileName: Type.String(),
    MimeType: Type.String(),
    Size: Type.Integer(),
    IsImage: Type.Boolean(),
    Url: Type.String({ description: 'Download URL, members of the conversation only.' }),
  },
  closed,
);
export type Attachment = Static<typeof AttachmentSchema>;

export const MessageSchema = Type.Object(
  {
    Id: UuidSchema,
    ConversationId: UuidSchema,
    Content: Type.String(),
    CreatedAt: IsoDateTimeSchema,
    Sender: Type.Object(
      {
        Id: UuidSchema,
        Firstname: Nullable(Type.String()),
        Lastname: Nullable(Type.String()),
        Username: Type.String(),
      },
      closed,
    ),
    ReplyTo: Nullable(
      Type.Object({ Id: UuidSchema, Content: Type.String(), SenderName: Type.String() }, closed),
    ),
    Attachments: Type.Array(AttachmentSchema),
    IsOwn: Type.Boolean({
      description: 'Sent by the caller: only they may reply-target and delete it.',
    }),
  },
  closed,
);
export type Message = Static<typeof MessageSchema>;

export const MessagePageSchema = Type.Object(
  {
    messages: Type.Array(MessageSchema, { description: 'Oldest first.' }),
    hasMore: Type.Boolean({ description: 'Older messages exist: ask again with before= the first Id.' }),
  },
  closed,
);
export type MessagePage = Static<typeof MessagePageSchema>;

export const MessagePageQuerySchema = Type.Object(
  {
    before: Type.Optional(IdSchema('Load the messages sent before this one.')),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
  },
  closed,
);

export const SendMessageBodySchema = Type.Object(
  {
    Content: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
    ReplyToId: Type.Optional(Nullable(UuidSchema)),
  },
  closed,
);
export type SendMessagePayload = Static<typeof SendMessageBodySchema>;

export const AttachmentQuerySchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200, description: 'The file’s name.' }) },
  closed,
);

export const OpenConversationBodySchema = Type.Object(
  {
    ParticipantIds: Type.Array(UuidSchema, { minItems: 1, maxItems: 20, uniqueItems: true }),
    Title: Type.Optional(Type.String({ maxLength: 100 })),
  },
  closed,
);
export type OpenConversationPayload = Static<typeof OpenConversationBodySchema>;

export const RecipientSchema = Type.Object(
  {
    Id: UuidSchema,
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Username: Type.String(),
    Photo: Nullable(Type.String()),
    Status: Type.Enum(PRESENCE_STATUSES),
    Relation: Type.String({ description: 'Why they can be messaged, e.g. "Instructor · React Basics".' }),
  },
  closed,
);
export type Recipient = Static<typeof RecipientSchema>;

export const RecipientQuerySchema = Type.Object(
  { search: Type.Optional(Type.String({ maxLength: 100 })) },
  closed,
);

export const PresenceSchema = Type.Object(
  {
    Choice: Type.Enum(PRESENCE_STATUSES, { description: '“online” means automatic, from activity.' }),
    Status: Type.Enum(PRESENCE_STATUSES),
  },
  closed,
);
export type Presence = Static<typeof PresenceSchema>;

export const PresenceBodySchema = Type.Object({ Choice: Type.Enum(PRESENCE_STATUSES) }, closed);
export type PresencePayload = Static<typeof PresenceBodySchema>;

/** Live event `message` (over /api/events): something changed in one of the caller's conversations. */
export type LiveMessageEvent = {
  ConversationId: string;
  MessageId: string;
  Kind: 'created' | 'deleted';
  SenderId: string;
};
/** Live event `presence`: someone the caller talks with changed status. */
export type LivePresenceEvent = { UserId: string; Status: (typeof PRESENCE_STATUSES)[number] };
