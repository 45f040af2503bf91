// Notifications and course notifications (docs/product/notifications.md#data). The owner, the slug, the time
// and the order are the server's; a learner changes only whether one is read. Filing one for someone else
// needs an administrator.
import Type, { type Static } from 'typebox';
import { IdSchema, IsoDateTimeSchema, Nullable, ServerOwned, SlugSchema } from '../common/schemas.ts';
import { NOTIFICATION_TYPES, NOTIFICATION_PRIORITIES } from './constants.ts';

const Closed = { additionalProperties: false } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;

/**
 * A link inside the portal: one path from its root, never another site or a `javascript:` address. No
 * backslash, whitespace or control character anywhere: browsers drop tabs and line breaks and read `\` as `/`,
 * so `/\t/evil.com` would open //evil.com (docs/product/deployment.md#same-site-paths).
 */
const ActionUrl = Type.String({
  maxLength: 500,
  pattern: String.raw`^/(?![/\\])[^\\\u0000-\u0020\u007f]*$`,
  description: 'A path in the portal.',
});

export const NotificationSchema = Type.Object(
  {
    Id: Type.String(),
    Slug: Type.String(),
    Title: Type.String(),
    Message: Type.String(),
    Type: Type.Enum(NOTIFICATION_TYPES),
    Priority: Type.Enum(NOTIFICATION_PRIORITIES),
    IsRead: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
    ActionUrl: Nullable(Type.String()),
    CourseId: Nullable(Type.String()),
  },
  Closed,
);
export type Notification = Static<typeof NotificationSchema>;

export const NotificationCreateSchema = Type.Object(
  {
    Title: Type.String({ minLength: 1, maxLength: NOTIFICATION_TITLE_MAX }),
    Message: Type.String({ minLength: 1, maxLength: NOTIFICATION_MESSAGE_MAX }),
    Type: Type.Optional(Type.Enum(NOTIFICATION_TYPES, { default: 'info' })),
    Priority: Type.Optional(Type.Enum(NOTIFICATION_PRIORITIES, { default: 'medium' })),
    ActionUrl: Type.Optional(Nullable(ActionUrl)),
    UserId: Type.Optional(IdSchema('Whom it is for; someone else needs the administrator role.')),
    // The rest of a whole notification (docs/product/notifications.md#notification): a new one is unread,
    // now, with a slug of its own.
    Id: ServerOwned(Type.String({ maxLength: 64 })),
    Slug: ServerOwned(SlugSchema),
    IsRead: ServerOwned(Type.Boolean()),
    CreatedAt: ServerOwned(Type.String({ maxLength: 40 })),
    CourseId: ServerOwned(Nullable(Type.String({ maxLength: 64 }))),
  },
  Closed,
);
export type NotificationCreate = Static<typeof NotificationCreateSchema>;

/** The rest of a notification sent back with a PUT: its shape is checked, its values stay the server's. */
const SENT_BACK = {
  Id: ServerOwned(Type.String({ maxLength: 64 })),
  Slug: ServerOwned(SlugSchema),
  Title: ServerOwned(Type.String({ maxLength: NOTIFICATION_TITLE_MAX })),
  Message: ServerOwned(Type.String({ maxLength: NOTIFICATION_MESSAGE_MAX })),
  Type: ServerOwned(Type.Enum(NOTIFICATION_TYPES)),
  Priority: ServerOwned(Type.Enum(NOTIFICATION_PRIORITIES)),
  CreatedAt: ServerOwned(Type.String({ maxLength: 40 })),
  ActionUrl: ServerOwned(Nullable(Type.String({ maxLength: 500 }))),
};

/**
 * The whole notification is sent back to mark it read or unread
 * (docs/product/notifications.md#read-and-unread). Only IsRead is taken from it; the other fields are the
 * server's and are read for their shape only.
 */
export const NotificationUpdateSchema = Type.Object(
  { IsRead: Type.Boolean(), ...SENT_BACK, CourseId: ServerOwned(Nullable(Type.String({ maxLength: 64 }))) },
  Closed,
);

export const MarkAllReadSchema = Type.Object({ Updated: Type.Integer() }, Closed);
export type MarkAllRead = Static<typeof MarkAllReadSchema>;

/**
 * A course notification has a Slug and a Read flag; ours also names its course
 * (docs/product/notifications.md#course-notification).
 */
export const CourseNotificationSchema = Type.Object(
  {
    Id: Type.String(),
    Slug: Type.String(),
    Title: Type.String(),
    Message: Type.String(),
    Type: Type.Enum(NOTIFICATION_TYPES),
    Priority: Type.Enum(NOTIFICATION_PRIORITIES),
    Read: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
    ActionUrl: Nullable(Type.String()),
    Course: Type.Object({ Id: Type.String(), Slug: Type.String(), Title: Type.String() }, Closed),
  },
  Closed,
);
export type CourseNotification = Static<typeof CourseNotificationSchema>;

export const CourseNotificationPageSchema = Type.Object(
  { Count: Type.Integer(), Notifications: Type.Array(CourseNotificationSchema) },
  Closed,
);
export type CourseNotificationPage = Static<typeof CourseNotificationPageSchema>;

export const CourseNotificationCreateSchema = Type.Object(
  {
    CourseId: IdSchema('The course it is about.'),
    Title: Type.String({ minLength: 1, maxLength: NOTIFICATION_TITLE_MAX }),
    Message: Type.String({ minLength: 1, maxLength: NOTIFICATION_MESSAGE_MAX }),
    Priority: Type.Optional(Type.Enum(NOTIFICATION_PRIORITIES, { default: 'medium' })),
    ActionUrl: Type.Optional(Nullable(ActionUrl)),
    UserId: Type.Optional(IdSchema('Whom it is for; someone else needs the administrator role.')),
  },
  Closed,
);
export type CourseNotificationCreate = Static<typeof CourseNotificationCreateSchema>;

export const CourseNotificationUpdateSchema = Type.Object(
  { Read: Type.Boolean(), ...SENT_BACK, Course: ServerOwned(Type.Unknown()) },
  Closed,
);

export const CourseNotificationPageParamsSchema = Type.Object(
  { take: Type.Integer({ minimum: 1, maximum: 100 }), skip: Type.Integer({ minimum: 0, maximum: 100_000 }) },
  Closed,
);
/** A notification as the stream sends it: Push says whether the person's preferences want it popped up. */
export type LiveNotification = Notification & { Push: boolean };
