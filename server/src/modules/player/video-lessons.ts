// The lesson a video call names (video progress and analytics: docs/product/player.md#api): a video lesson of
// a course the caller may follow (enrolled with access, its author or an administrator), else the
// course-not-found 404, whatever the reason, so nothing can be probed.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { courses } from '../catalog/tables.ts';
import { isUuid } from '../../core/ids.ts';
import { isOpenCourse, notFound } from '../course-access/index.ts';
import { readableLesson, type PlayerLessonRef } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';

export async function videoLesson(
  deps: Deps,
  caller: Caller,
  courseId: string | undefined,
  lessonId: string,
): Promise<PlayerLessonRef> {
  if (courseId !== undefined && !isUuid(courseId)) throw notFound();
  const lesson = await readableLesson(deps, caller, lessonId, courseId);
  if (lesson.type !== 'video') throw notFound();
  return lesson;
}

/**
 * Whether the lesson's enrolment can record progress: the caller is enrolled and the course is open (an
 * author or an administrator may watch an unpublished course they are enrolled in: no progress then).
 */
export async function keepsCourseProgress(deps: Deps, lesson: PlayerLessonRef): Promise<boolean> {
  if (!lesson.course.isEnrolled) return false;
  const [open] = await deps.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, lesson.courseId), isOpenCourse))
    .limit(1);
  return Boolean(open);
}
