import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { courses } from '../catalog/tables.ts';
import { createdAt, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const CONTACT_ROLES = ['instructor', 'student', 'ta', 'mentor'] as const;
export const TEAM_ROLES = ['ta', 'mentor'] as const;
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;

/** Teaching assistants and mentors of a course; instructors and students come from courses/enrollments. */
export const courseTeamMembers = pgTable(
  'course_team_members',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_team_members_user_id_idx').on(t.userId),
    primaryKey({ columns: [t.courseId, t.userId] }),
    check('course_team_members_role_check', sql`${t.role} in ${inList(TEAM_ROLES)}`),
  ],
);

/** Public profile details shown on contact cards (docs/product/contacts.md#contact). */
export const contactProfiles = pgTable(
  'contact_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    github: text('github'),
    website: text('website'),
    responseTime: text('response_time'),
    // The person's chosen presence: 'online' means automatic (from activity); away, busy, offline are kept.
    status: text('status', { enum: PRESENCE_STATUSES }).notNull().default('online'),
    lastActiveAt: tz('last_active_at'),
  },
  (t) => [check('contact_profiles_status_check', sql`${t.status} in ${inList(PRESENCE_STATUSES)}`)],
);

export const contactFavorites = pgTable(
  'contact_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_favorites_contact_id_idx').on(t.contactId),
    primaryKey({ columns: [t.userId, t.contactId] }),
  ],
);
