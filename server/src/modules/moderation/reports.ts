// The content reports queue (issue 15): open reports newest first, and the three decisions on one: dismiss,
// hide the content (every other open report on it is resolved with it), or warn its author. Each decision is
// recorded with who and when; a report already decided is refused, so two moderators cannot both act.
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  MODERATION_TEXTS,
  type ModerationActionType,
  type ModerationReport,
  type ModerationReportList,
  type ReportQuery,
} from '@portal/shared-api/contract/moderation';
import type { NotificationCategory } from '@portal/shared-api/contract/notification-settings';
import type { Tx } from '../../platform/db/client.ts';
import { contentReports, moderationActions } from './tables.ts';
import { feedback } from '../help/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { fileNotification } from '../notifications/index.ts';
import { listPendingReviews } from './reviews.ts';
import { recordActions } from './actions.ts';
import { hideableTarget, kindOf, selectReports, targetOf, toModerationReport } from './report-targets.ts';
import { type Caller } from '../../core/caller.ts';

const WAITING = ['open', 'reviewing'] as const;
const CLOSED = ['resolved', 'dismissed'] as const;

export async function moderationSummary(deps: Deps) {
  const [reviews, [reports], [open]] = await Promise.all([
    listPendingReviews(deps, { take: 1 }),
    deps.db.select({ n: count() }).from(contentReports).where(inArray(contentReports.status, WAITING)),
    deps.db.select({ n: count() }).from(feedback).where(isNull(feedback.handledAt)),
  ]);
  return { pendingReviews: reviews.countTotal, openReports: reports?.n ?? 0, openFeedback: open?.n ?? 0 };
}

/** The last decision on each of these reports. */
async function resolutions(deps: Deps, ids: string[]) {
  if (ids.length === 0) return new Map<string, ModerationReport['Resolution']>();
  const rows = await deps.db
    .select()
    .from(moderationActions)
    .where(inArray(moderationActions.reportId, ids))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id));
  const last = new Map<string, ModerationReport['Resolution']>();
  for (const row of rows)
    if (row.reportId && !last.has(row.reportId))
      last.set(row.reportId, { Action: row.action, Note: row.note, CreatedAt: row.createdAt.toISOString() });
  return last;
}

export async function listReports(deps: Deps, query: ReportQuery): Promise<ModerationReportList> {
  const where = inArray(contentReports.status, query.status === 'closed' ? CLOSED : WAITING);
  const [rows, [total]] = await Promise.all([
    selectReports(deps.db)
      .where(where)
      .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
      .limit(query.take ?? 20)
      .offset(query.skip ?? 0),
    deps.db.select({ n: count() }).from(contentReports).where(where),
  ]);
  const last = await resolutions(
    deps,
    rows.map((row) => row.report.id),
  );
  return {
    reports: rows.map((row) => toModerationReport(row, last.get(row.report.id) ?? null)),
    countTotal: total?.n ?? 0,
  };
}

async function readReport(deps: Deps, id: string): Promise<ModerationReport> {
  const [row] = await selectReports(deps.db).where(eq(contentReports.id, id));
  const last = await resolutions(deps, [id]);
  return toModerationReport(row!, last.get(id) ?? null);
}

/** The report, locked until the decision is stored; 404 unknown, 400 when it was already decided. */
async function openReport(tx: Tx, id: string) {
  const [row] = isUuid(id)
    ? await selectReports(tx).where(eq(contentReports.id, id)).for('update', { of: contentReports })
    : [];
  if (!row) throw httpError(404, MODERATION_TEXTS.reportNotFound);
  if (!(WAITING as readonly string[]).includes(row.report.status))
    throw httpError(400, MODERATION_TEXTS.alreadyHandled);
  return row;
}

/** Closes the reports matched, records one action each, and answers their ids. */
async function close(
  tx: Tx,
  moderator: Caller,
  matching: SQL,
  outcome: { status: 'resolved' | 'dismissed'; action: ModerationActionType; note: string },
  now: Date,
) {
  const closed = await tx
    .update(contentReports)
    .set({ status: outcome.status, resolvedById: moderator.id, resolvedAt: now })
    .where(and(matching, inArray(contentReports.status, WAITING)))
    .returning({ id: contentReports.id });
  await recordActions(
    tx,
    closed.map(({ id }) => ({
      moderatorId: moderator.id,
      action: outcome.action,
      reportId: id,
      note: outcome.note,
    })),
    now,
  );
}

export async function dismissReport(deps: Deps, moderator: Caller, id: string, note = '') {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await openReport(tx, id);
    await close(
      tx,
      moderator,
      eq(contentReports.id, id),
      { status: 'dismissed', action: 'dismiss_report', note },
      now,
    );
  });
  return readReport(deps, id);
}

export async function hideReportedContent(deps: Deps, moderator: Caller, id: string, note = '') {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await openReport(tx, id);
    const target = hideableTarget(row.report);
    if (!target) throw httpError(400, MODERATION_TEXTS.nothingToHide);
    await target.hide(tx, now);
    await close(tx, moderator, target.sameTarget, { status: 'resolved', action: 'hide_content', note }, now);
  });
  return readReport(deps, id);
}

export async function warnAuthor(deps: Deps, moderator: Caller, id: string, message: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await openReport(tx, id);
    const target = targetOf(row);
    if (!target.Author) throw httpError(400, MODERATION_TEXTS.noAuthor);
    const kind = kindOf(row.report);
    const category: NotificationCategory = kind === 'lesson' || kind === 'course' ? 'courses' : 'social';
    await fileNotification(
      tx,
      {
        slug: `moderation-warning-${row.report.id}`,
        userId: target.Author.Id,
        title: 'A moderator reviewed your content',
        message: `About “${target.Title}”: ${message}`,
        type: 'warning',
        priority: 'high',
        actionUrl: target.Url,
        category,
      },
      now,
    );
    await close(
      tx,
      moderator,
      eq(contentReports.id, id),
      { status: 'resolved', action: 'warn_author', note: message },
      now,
    );
  });
  return readReport(deps, id);
}
