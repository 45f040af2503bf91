// The audit log of the moderation queue: every decision (reviews, reports, feedback) is recorded with who and
// when, inside the transaction that makes it, so a decision never exists without its record.
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ModerationActionList,
  ModerationActionType,
  ModerationPageQuery,
} from '@portal/shared-api/contract/moderation';
import type { Db, Tx } from '../../platform/db/client.ts';
import { contentReports, moderationActions } from './tables.ts';
import { feedback } from '../help/tables.ts';
import { reviews } from '../reviews/tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { REPORT_REASON_LABELS } from '@portal/shared-api/contract/moderation';
import { displayNameOf } from '../people/index.ts';

export type ActionRecord = {
  moderatorId: string;
  action: ModerationActionType;
  reviewId?: string;
  reportId?: string;
  feedbackId?: string;
  note?: string;
};

export async function recordActions(db: Db | Tx, records: ActionRecord[], now: Date): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(moderationActions)
    .values(records.map((record) => ({ ...record, note: record.note?.trim() ?? '', createdAt: now })));
}

const moderator = alias(users, 'moderator');

/** What was decided on, in a few words (the object may have been deleted since: then only its kind). */
function targetOf(row: {
  reviewId: string | null;
  reviewTitle: string | null;
  reportId: string | null;
  reportReason: keyof typeof REPORT_REASON_LABELS | null;
  feedbackId: string | null;
  feedbackSubject: string | null;
}): string {
  if (row.reviewTitle !== null) return `Review “${row.reviewTitle}”`;
  if (row.reportReason !== null) return `Report: ${REPORT_REASON_LABELS[row.reportReason]}`;
  if (row.feedbackSubject !== null) return `Feedback “${row.feedbackSubject}”`;
  if (row.reviewId || row.reportId || row.feedbackId) return 'Deleted item';
  return '';
}

export async function listActions(deps: Deps, page: ModerationPageQuery): Promise<ModerationActionList> {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        action: moderationActions,
        moderator: {
          id: moderator.id,
          firstname: moderator.firstname,
          lastname: moderator.lastname,
          username: moderator.username,
        },
        reviewTitle: reviews.title,
        reportReason: contentReports.reason,
        feedbackSubject: feedback.subject,
      })
      .from(moderationActions)
      .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
      .leftJoin(reviews, eq(reviews.id, moderationActions.reviewId))
      .leftJoin(contentReports, eq(contentReports.id, moderationActions.reportId))
      .leftJoin(feedback, eq(feedback.id, moderationActions.feedbackId))
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(page.take ?? 20)
      .offset(page.skip ?? 0),
    deps.db.select({ n: count() }).from(moderationActions),
  ]);
  return {
    actions: rows.map((row) => ({
      Id: row.action.id,
      Action: row.action.action,
      Note: row.action.note,
      CreatedAt: row.action.createdAt.toISOString(),
      Moderator: row.moderator ? { Id: row.moderator.id, Name: displayNameOf(row.moderator) } : null,
      Target: targetOf({ ...row.action, ...row }),
    })),
    countTotal: total?.n ?? 0,
  };
}
