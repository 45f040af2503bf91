import { sql } from 'drizzle-orm';
import { REPORT_REASONS } from '@portal/shared-api/contract/player';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reviews } from '../reviews/tables.ts';
import { blogPosts } from '../posts/tables.ts';
import { courses, lessons } from '../catalog/tables.ts';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';
import { socialPostComments, socialPosts } from '../social/tables.ts';
import { feedback } from '../help/tables.ts';

export { REPORT_REASONS };
export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;

/** Player "Report" (docs/product/player.md#report) and reports on posts, reviewed by administrators. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => blogPosts.id, { onDelete: 'cascade' }),
    // Reports from the social feed (docs/product/social.md#reports): a post or a comment under one.
    socialPostId: uuid('social_post_id').references(() => socialPosts.id, { onDelete: 'cascade' }),
    socialCommentId: uuid('social_comment_id').references(() => socialPostComments.id, {
      onDelete: 'cascade',
    }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: tz('resolved_at'),
  },
  (t) => [
    index('content_reports_course_id_idx').on(t.courseId),
    index('content_reports_lesson_id_idx').on(t.lessonId),
    index('content_reports_post_id_idx').on(t.postId),
    index('content_reports_social_post_id_idx').on(t.socialPostId),
    index('content_reports_social_comment_id_idx').on(t.socialCommentId),
    index('content_reports_reporter_id_idx').on(t.reporterId),
    index('content_reports_resolved_by_id_idx').on(t.resolvedById),
    index('content_reports_status_idx').on(t.status, t.createdAt),
    // One report per learner and lesson waits for a moderator at a time.
    uniqueIndex('content_reports_open_lesson_unique')
      .on(t.reporterId, t.lessonId)
      .where(sql`${t.status} in ('open', 'reviewing') and ${t.lessonId} is not null`),
    check('content_reports_reason_check', sql`${t.reason} in ${inList(REPORT_REASONS)}`),
    check('content_reports_status_check', sql`${t.status} in ${inList(REPORT_STATUSES)}`),
    check(
      'content_reports_target_check',
      sql`${t.courseId} is not null or ${t.lessonId} is not null or ${t.postId} is not null or ${t.socialPostId} is not null or ${t.socialCommentId} is not null`,
    ),
  ],
);

export const MODERATION_ACTIONS = [
  'approve_review',
  'reject_review',
  'dismiss_report',
  'hide_content',
  'warn_author',
  'handle_feedback',
] as const;

/** Every moderator decision, with who and when (issue 15): the audit trail of the moderation queue. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    // Exactly what was decided on; kept (as null) when the object itself is deleted later.
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    reportId: uuid('report_id').references(() => contentReports.id, { onDelete: 'set null' }),
    feedbackId: uuid('feedback_id').references(() => feedback.id, { onDelete: 'set null' }),
    // The reason of a rejection or the words of a warning.
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_moderator_id_idx').on(t.moderatorId),
    index('moderation_actions_review_id_idx').on(t.reviewId),
    index('moderation_actions_report_id_idx').on(t.reportId),
    index('moderation_actions_feedback_id_idx').on(t.feedbackId),
    index('moderation_actions_created_idx').on(t.createdAt.desc()),
    check('moderation_actions_action_check', sql`${t.action} in ${inList(MODERATION_ACTIONS)}`),
  ],
);
