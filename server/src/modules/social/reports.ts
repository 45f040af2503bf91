// Reporting a social post or comment (docs/product/social.md#reports): the rules let exactly one target
// through, an unknown one is a 404; the description is plain text. Filing, its limits and its duplicates are
// the moderation module's.
import type { SocialReportAnswer, SocialReportPayload } from '@portal/shared-api/contract/social';
import type { Deps } from '../../core/deps.ts';
import { plainText } from '../../core/sanitize.ts';
import { fileReport } from '../moderation/index.ts';
import { commentAuthor } from './comments.ts';
import { postAuthor } from './posts.ts';

export async function reportSocialContent(
  deps: Deps,
  userId: string,
  payload: SocialReportPayload,
): Promise<SocialReportAnswer> {
  const report = { reason: payload.reason, description: plainText(payload.description ?? '') };
  if (payload.commentId) {
    await commentAuthor(deps.db, payload.commentId);
    return fileReport(deps, userId, { socialCommentId: payload.commentId }, report);
  }
  const postId = payload.postId ?? '';
  await postAuthor(deps.db, postId);
  return fileReport(deps, userId, { socialPostId: postId }, report);
}
