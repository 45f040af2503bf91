import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { courses } from '../catalog/tables.ts';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

export const GROUP_PRIVACIES = ['public', 'private'] as const;
/** A member of a private group waits as 'pending' until the group's creator approves. */
export const GROUP_MEMBER_STATUSES = ['active', 'pending'] as const;

export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    // Hidden by a moderator after a report.
    hiddenAt: tz('hidden_at'),
  },
  (t) => [
    index('social_posts_course_id_idx').on(t.courseId),
    index('social_posts_created_idx').on(t.createdAt.desc()),
    index('social_posts_author_idx').on(t.authorId, t.createdAt.desc()),
    // Content required, at most 500 characters (docs/product/social.md#post-form-rules).
    check('social_posts_content_check', sql`char_length(${t.content}) between 1 and 500`),
    check('social_posts_type_check', sql`length(${t.type}) > 0`),
  ],
);

const postUserPair = (name: string) =>
  pgTable(
    name,
    {
      postId: uuid('post_id')
        .notNull()
        .references(() => socialPosts.id, { onDelete: 'cascade' }),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.postId, t.userId] }), index(`${name}_user_idx`).on(t.userId)],
  );

export const socialPostLikes = postUserPair('social_post_likes');
export const socialPostBookmarks = postUserPair('social_post_bookmarks');

export const socialPostComments = pgTable(
  'social_post_comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    hiddenAt: tz('hidden_at'),
  },
  (t) => [
    check('social_post_comments_content_check', sql`char_length(${t.content}) between 1 and 1000`),
    index('social_post_comments_author_id_idx').on(t.authorId),
    index('social_post_comments_post_idx').on(t.postId, t.createdAt),
  ],
);

/** A follows B; two follows in both directions make friends. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const studyGroups = pgTable(
  'study_groups',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    maxMembers: integer('max_members').notNull().default(20),
    privacy: text('privacy', { enum: GROUP_PRIVACIES }).notNull().default('public'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastActivityAt: tz('last_activity_at'),
  },
  (t) => [
    index('study_groups_course_id_idx').on(t.courseId),
    index('study_groups_created_by_id_idx').on(t.createdById),
    check('study_groups_max_members_check', sql`${t.maxMembers} > 0`),
    check('study_groups_privacy_check', sql`${t.privacy} in ${inList(GROUP_PRIVACIES)}`),
  ],
);

export const studyGroupMembers = pgTable(
  'study_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: GROUP_MEMBER_STATUSES }).notNull().default('active'),
    joinedAt: tz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('study_group_members_user_idx').on(t.userId),
    check('study_group_members_status_check', sql`${t.status} in ${inList(GROUP_MEMBER_STATUSES)}`),
  ],
);
