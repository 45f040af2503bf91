// Which stored courses the learner can no longer open (docs/product/library.md#offline-downloads): the
// enrolments no longer list it, or its outline answers 403 or 404. Pure of shaka and the network (the
// outline check is handed in), so it is tested with fakes.
import type { OfflineCourse } from '@portal/shared-api/offline';
import type { PlayerCourse } from '@portal/shared-api/player';

type OutlineCheck = (slug: string) => Promise<PlayerCourse>;

const isRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [403, 404].includes(error.status as number);

/**
 * Splits the stored courses into the lapsed ones and the others, with each kept course's fresh outline
 * when the server gave one. Any other failure (the network, a 5xx) keeps the course: only a clear answer
 * removes what the learner downloaded.
 */
export async function sortStoredCourses(
  stored: OfflineCourse[],
  enrolledIds: ReadonlySet<string>,
  outlineOf: OutlineCheck,
): Promise<{ lapsed: OfflineCourse[]; kept: { course: OfflineCourse; outline: PlayerCourse | null }[] }> {
  const lapsed: OfflineCourse[] = [];
  const kept: { course: OfflineCourse; outline: PlayerCourse | null }[] = [];
  for (const course of stored) {
    if (!enrolledIds.has(course.courseId)) {
      lapsed.push(course);
      continue;
    }
    try {
      kept.push({ course, outline: await outlineOf(course.slug) });
    } catch (error) {
      if (isRefusal(error)) lapsed.push(course);
      else kept.push({ course, outline: null });
    }
  }
  return { lapsed, kept };
}
