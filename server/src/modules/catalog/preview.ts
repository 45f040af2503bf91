// Free previews (the course page's): a preview lesson's video, poster and captions play for anyone.
import { and, eq, or } from 'drizzle-orm';
import { CATALOG_TEXTS, type CoursePreview } from '@portal/shared-api/contract/catalog';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { courses, lessonTranscriptions, lessons, sections } from './tables.ts';
import { medias } from '../medias/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { isOpenCourse } from '../course-access/index.ts';
import { lessonLength } from './durations.ts';

/** A free preview lesson's video, for anyone: the lesson must be a preview video of a visible course. */
export async function getCoursePreview(deps: Deps, slug: string, lessonId: string): Promise<CoursePreview> {
  const { db } = deps;
  if (!isUuid(lessonId)) throw httpError(404, CATALOG_TEXTS.previewNotFound);
  const video = medias;
  const [lesson] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      duration: lessons.durationMinutes,
      video: { subDir: video.subDir, hashname: video.hashname },
      posterMediaId: lessons.posterMediaId,
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(video, eq(video.id, lessons.mediaId))
    .where(
      and(
        eq(lessons.id, lessonId),
        eq(courses.slug, slug),
        isOpenCourse,
        eq(lessons.isPreview, true),
        eq(lessons.type, 'video'),
      ),
    )
    .limit(1);
  if (!lesson) throw httpError(404, CATALOG_TEXTS.previewNotFound);
  const [poster, captions] = await Promise.all([
    lesson.posterMediaId
      ? db.select().from(medias).where(eq(medias.id, lesson.posterMediaId)).limit(1)
      : Promise.resolve([]),
    db
      .select({ language: lessonTranscriptions.language, label: lessonTranscriptions.label, media: medias })
      .from(lessonTranscriptions)
      .innerJoin(medias, eq(medias.id, lessonTranscriptions.mediaId))
      .where(eq(lessonTranscriptions.lessonId, lesson.id)),
  ]);
  return {
    Id: lesson.id,
    Title: lesson.title,
    Duration: lessonLength(lesson.duration),
    VideoUrl: mediaUrl(lesson.video),
    PosterUrl: poster[0] ? mediaUrl(poster[0]) : null,
    Captions: captions.map((c) => ({
      Language: c.language,
      Label: c.label ?? c.language,
      Url: mediaUrl(c.media),
    })),
  };
}

/** Whether a stored file plays in a free preview: the video, poster or captions of a visible preview lesson. */
export async function isPreviewMedia(db: Db, mediaId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(lessonTranscriptions, eq(lessonTranscriptions.lessonId, lessons.id))
    .where(
      and(
        eq(lessons.isPreview, true),
        eq(lessons.type, 'video'),
        isOpenCourse,
        or(
          eq(lessons.mediaId, mediaId),
          eq(lessons.posterMediaId, mediaId),
          eq(lessonTranscriptions.mediaId, mediaId),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
