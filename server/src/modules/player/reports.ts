// Player "Report Content" (03 §3 Report, §5 reasons): stored for the moderators, details sanitised, one
// open report per learner and lesson, and a per-user limit so the queue cannot be flooded.
import { and, eq, inArray } from 'drizzle-orm';
import type { ReportAnswer, ReportPayload } from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { contentReports } from '../moderation/tables.ts';
import { httpError, isUniqueViolation } from '../../core/errors.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { readableLesson, type Caller } from '../course-access/player-access.ts';
import { hitRateLimit } from '../../platform/rate-limits/rate-limits.ts';

export const REPORTS_PER_HOUR = 5;
const HOUR = 60 * 60 * 1000;
export const ALREADY_REPORTED = 'You have already reported this content. A moderator will review it soon.';
export const TOO_MANY_REPORTS = `You can send ${REPORTS_PER_HOUR} reports an hour. Please try again later.`;
/** Statuses in which a report still waits for a moderator (the unique index's own condition). */
const WAITING = ['open', 'reviewing'] as const;

export async function reportContent(
  deps: Deps,
  caller: Caller,
  payload: ReportPayload,
): Promise<ReportAnswer> {
  const lesson = await readableLesson(deps, caller, payload.lessonId);
  // A report already waiting answers 409 without spending the hour's allowance; the unique index settles
  // two reports sent at the same moment.
  const [waiting] = await deps.db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, caller.id),
        eq(contentReports.lessonId, lesson.id),
        inArray(contentReports.status, WAITING),
      ),
    )
    .limit(1);
  if (waiting) throw httpError(409, ALREADY_REPORTED);
  const hit = await hitRateLimit(deps, `content-report:${caller.id}`, HOUR);
  if (hit.current > REPORTS_PER_HOUR)
    throw httpError(429, TOO_MANY_REPORTS, { 'retry-after': String(Math.ceil(hit.ttl / 1000)) });
  try {
    const [row] = await deps.db
      .insert(contentReports)
      .values({
        reporterId: caller.id,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        reason: payload.reason,
        description: sanitizeRichText(payload.description ?? ''),
        createdAt: deps.clock.now(),
      })
      .returning();
    return { id: row!.id, status: 'open', createdAt: row!.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, ALREADY_REPORTED);
    throw error;
  }
}
