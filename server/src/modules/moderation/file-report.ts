// Filing a content report, whatever is reported (a lesson from the player, a post or a comment from the social
// feed): one waiting report per person and target (409, without spending the allowance), at most a few an
// hour per person (docs/product/portal.md#abuse-limits: 429 with Retry-After), then a row in the queue. The unique index settles two reports sent
// at the same moment.
import { and, eq, inArray } from 'drizzle-orm';
import type { ReportReason } from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { httpError, isUniqueViolation } from '../../core/errors.ts';
import { tooMany } from '../../platform/rate-limits/limits.ts';
import { hitRateLimit } from '../../platform/rate-limits/rate-limits.ts';
import { contentReports } from './tables.ts';

export const ALREADY_REPORTED = 'You have already reported this content. A moderator will review it soon.';
/** Statuses in which a report still waits for a moderator (the unique index's own condition). */
const WAITING = ['open', 'reviewing'] as const;

/** What is reported: a lesson (with its course), or a social post or comment. */
export type ReportTarget =
  { lessonId: string; courseId: string } | { socialPostId: string } | { socialCommentId: string };

export type FiledReport = { id: string; status: 'open'; createdAt: string };

function sameTarget(target: ReportTarget) {
  if ('lessonId' in target) return eq(contentReports.lessonId, target.lessonId);
  if ('socialPostId' in target) return eq(contentReports.socialPostId, target.socialPostId);
  return eq(contentReports.socialCommentId, target.socialCommentId);
}

/** `description` comes already cleaned by the caller (rich or plain text, as its form allows). */
export async function fileReport(
  deps: Deps,
  reporterId: string,
  target: ReportTarget,
  report: { reason: ReportReason; description: string },
): Promise<FiledReport> {
  const [waiting] = await deps.db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, reporterId),
        sameTarget(target),
        inArray(contentReports.status, WAITING),
      ),
    )
    .limit(1);
  if (waiting) throw httpError(409, ALREADY_REPORTED);
  const { limits } = deps.config;
  const hit = await hitRateLimit(deps, `content-report:${reporterId}`, limits.reports.minutes * 60_000);
  if (hit.current > limits.reports.max)
    throw httpError(429, tooMany(limits, 'reports', hit.ttl), {
      'retry-after': String(Math.ceil(hit.ttl / 1000)),
    });
  try {
    const [row] = await deps.db
      .insert(contentReports)
      .values({ reporterId, ...target, ...report, createdAt: deps.clock.now() })
      .returning();
    return { id: row!.id, status: 'open', createdAt: row!.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, ALREADY_REPORTED);
    throw error;
  }
}
