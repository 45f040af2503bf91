// Reporting a lesson from the player (docs/product/player.md#report): only a lesson the caller may open; the
// description is rich text, sanitised. Filing, its limits and its duplicates are the moderation module's.
import type { ReportAnswer, ReportPayload } from '@portal/shared-api/contract/player';
import type { Caller } from '../../core/caller.ts';
import type { Deps } from '../../core/deps.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { readableLesson } from '../course-access/index.ts';
import { fileReport } from '../moderation/index.ts';

export async function reportContent(
  deps: Deps,
  caller: Caller,
  payload: ReportPayload,
): Promise<ReportAnswer> {
  const lesson = await readableLesson(deps, caller, payload.lessonId);
  return fileReport(
    deps,
    caller.id,
    { lessonId: lesson.id, courseId: lesson.courseId },
    { reason: payload.reason, description: sanitizeRichText(payload.description ?? '') },
  );
}
