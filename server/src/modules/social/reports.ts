// Reporting abuse in the social feed: a post or a comment, stored in content_reports for the moderators,
// with the player's reasons and its limits (one waiting report per person and target, 5 reports an hour
// across all content: the same counter as the player's reports).
import { and, eq, inArray } from 'drizzle-orm';
import type { SocialReportAnswer, SocialReportPayload } from '@portal/shared-api/contract/social';
import { contentReports } from '../moderation/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { plainText } from '../../core/sanitize.ts';
import { ALREADY_REPORTED, REPORTS_PER_HOUR, TOO_MANY_REPORTS } from '../player/reports.ts';
import { hitRateLimit } from '../../platform/rate-limits/rate-limits.ts';
import { commentAuthor } from './comments.ts';
import { postAuthor } from './posts.ts';

const HOUR = 60 * 60 * 1000;
const WAITING = ['open', 'reviewing'] as const;

export async function reportSocialContent(
  deps: Deps,
  userId: string,
  payload: SocialReportPayload,
): Promise<SocialReportAnswer> {
  // The rules let exactly one target through; an unknown one answers 404.
  const onComment = Boolean(payload.commentId);
  const id = (onComment ? payload.commentId : payload.postId) ?? '';
  await (onComment ? commentAuthor(deps.db, id) : postAuthor(deps.db, id));
  const column = onComment ? contentReports.socialCommentId : contentReports.socialPostId;
  const [waiting] = await deps.db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(eq(contentReports.reporterId, userId), eq(column, id), inArray(contentReports.status, WAITING)),
    )
    .limit(1);
  if (waiting) throw httpError(409, ALREADY_REPORTED);
  const hit = await hitRateLimit(deps, `content-report:${userId}`, HOUR);
  if (hit.current > REPORTS_PER_HOUR)
    throw httpError(429, TOO_MANY_REPORTS, { 'retry-after': String(Math.ceil(hit.ttl / 1000)) });
  const [row] = await deps.db
    .insert(contentReports)
    .values({
      reporterId: userId,
      ...(onComment ? { socialCommentId: id } : { socialPostId: id }),
      reason: payload.reason,
      description: plainText(payload.description ?? ''),
      createdAt: deps.clock.now(),
    })
    .returning();
  if (!row) throw new Error('report insert returned nothing');
  return { id: row.id, status: 'open', createdAt: row.createdAt.toISOString() };
}
