// Course contacts (docs/product/contacts.md#contact): the people of the caller's courses, from real
// relations. Paths are ours (docs/product/contacts.md#api): GET /api/contacts,
// PUT /api/contacts/:id/favorite.
import Type, { type Static } from 'typebox';
import { CONTACT_ROLES, CONTACT_TABS } from './rules.ts';
import { PRESENCE_STATUSES } from '../messages/constants.ts';
import { IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

const closed = { additionalProperties: false } as const;
const CourseRefSchema = Type.Object({ Id: UuidSchema, Title: Type.String() }, closed);

export const ContactSchema = Type.Object(
  {
    Id: UuidSchema,
    Username: Type.String(),
    Firstname: Nullable(Type.String()),
    Lastname: Nullable(Type.String()),
    Email: Nullable(Type.String({ description: 'Not shown to students for other students.' })),
    Avatar: Nullable(Type.String()),
    Role: Type.Enum(CONTACT_ROLES),
    CourseId: UuidSchema,
    CourseUsername: Type.String({ description: 'Title of the course they are met in (product’s naming).' }),
    SharedCourses: Type.Array(CourseRefSchema),
    Bio: Nullable(Type.String()),
    Skills: Type.Array(Type.String()),
    Location: Nullable(Type.String()),
    JoinedAt: IsoDateTimeSchema,
    LastActive: Nullable(IsoDateTimeSchema),
    IsOnline: Type.Boolean(),
    Status: Type.Enum(PRESENCE_STATUSES),
    IsFavorite: Type.Boolean(),
    ContactInfo: Type.Object(
      {
        LinkedIn: Nullable(Type.String()),
        Twitter: Nullable(Type.String()),
        GitHub: Nullable(Type.String()),
        Website: Nullable(Type.String()),
      },
      closed,
    ),
    Stats: Type.Object(
      {
        CoursesCompleted: Type.Integer(),
        Rating: Nullable(Type.Number({ description: 'Average rating of the courses they teach.' })),
        ResponseTime: Nullable(Type.String()),
      },
      closed,
    ),
  },
  closed,
);
export type Contact = Static<typeof ContactSchema>;

export const ContactListSchema = Type.Object(
  {
    contacts: Type.Array(ContactSchema, { description: 'The page of the chosen tab, by name.' }),
    counts: Type.Object(
      Object.fromEntries(CONTACT_TABS.map((tab) => [tab, Type.Integer()])) as Record<
        (typeof CONTACT_TABS)[number],
        ReturnType<typeof Type.Integer>
      >,
      { ...closed, description: 'Per tab, after search, role and course filters.' },
    ),
    total: Type.Integer({ description: 'Contacts in the chosen tab.' }),
    courses: Type.Array(CourseRefSchema, { description: 'The caller’s courses, for the course filter.' }),
  },
  closed,
);

export const ContactListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Optional(Type.Enum(CONTACT_ROLES)),
    courseId: Type.Optional(UuidSchema),
    tab: Type.Optional(Type.Enum(CONTACT_TABS, { default: 'all' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  },
  closed,
);
export type ContactListQuery = Static<typeof ContactListQuerySchema>;
export type ContactList = Static<typeof ContactListSchema>;

export const FavoriteBodySchema = Type.Object({ IsFavorite: Type.Boolean() }, closed);
export type FavoritePayload = Static<typeof FavoriteBodySchema>;
