// The Library's download store (docs/product/library.md#offline-downloads): shaka's offline storage keeps
// each video lesson of a course (one rendition, its captions) in IndexedDB; the course's record and outline
// go beside it through @portal/shared-api/offline. shaka's full build, the one with offline storage, loads
// only when a learner downloads or removes (its own chunk, shared with the player's offline playback).
import type shaka from 'shaka-player/dist/shaka-player.compiled-es2021.js';
import { deleteOfflineCourse, saveOfflineCourse } from '@portal/shared-api/offline';
import type { EnrolledCourse } from '@portal/shared-api/enrollments';
import type { OfflineCourse, OfflineQuality } from '@portal/shared-api/offline';
import type { PlayerCourse } from '@portal/shared-api/player';
import { chooseOfflineTracks, courseProgress } from './track-choice.ts';

type Shaka = typeof shaka;

let shakaLoad: Promise<Shaka> | null = null;
function loadShaka() {
  shakaLoad ??= import(
    /* webpackChunkName: "shaka-offline" */ 'shaka-player/dist/shaka-player.compiled-es2021.js'
  ).then((module) => {
    module.default.polyfill.installAll();
    return module.default;
  });
  return shakaLoad;
}

/** The course's video lessons that have a stream to store. */
export function storableLessons(outline: PlayerCourse) {
  return outline.sections
    .flatMap((section) => section.contents)
    .filter((content) => content.type === 'video' && content.streamUrl);
}

type DownloadRequest = {
  userId: string;
  enrolment: EnrolledCourse;
  outline: PlayerCourse;
  quality: OfflineQuality;
  onProgress: (percent: number) => void;
};

/** Stores the course's video lessons one by one, then its record; on a failure nothing stays behind. */
export async function downloadCourse({ userId, enrolment, outline, quality, onProgress }: DownloadRequest) {
  const library = await loadShaka();
  const lessons = storableLessons(outline);
  const stored: Record<string, string> = {};
  let bytes = 0;
  let done = 0;
  const storage = new library.offline.Storage();
  storage.configure({
    offline: {
      trackSelectionCallback: async (tracks: shaka.extern.Track[]) => chooseOfflineTracks(tracks, quality),
      progressCallback: (_content: unknown, fraction: number) =>
        onProgress(courseProgress(done, fraction, lessons.length)),
    },
  });
  try {
    for (const lesson of lessons) {
      const url = new URL(lesson.streamUrl as string, location.href).href;
      const content = await storage.store(url, { courseId: outline.id, lessonId: lesson.id }).promise;
      if (!content.offlineUri) throw new Error('The lesson was not stored.');
      stored[lesson.id] = content.offlineUri;
      bytes += content.size;
      done += 1;
      onProgress(courseProgress(done, 0, lessons.length));
    }
    const course: OfflineCourse = {
      userId,
      courseId: outline.id,
      slug: outline.slug,
      title: outline.title,
      quality,
      bytes,
      storedAt: new Date().toISOString(),
      lessons: stored,
      outline,
      enrolment: { ...enrolment, IsDownloaded: true },
    };
    await saveOfflineCourse(course);
    void askPersistence();
    return course;
  } catch (error) {
    await Promise.all(Object.values(stored).map((uri) => storage.remove(uri).catch(() => undefined)));
    throw error;
  } finally {
    void storage.destroy();
  }
}

/** Takes the course's lessons and record off the device. */
export async function removeCourse(course: OfflineCourse): Promise<void> {
  const library = await loadShaka();
  const storage = new library.offline.Storage();
  try {
    await Promise.all(Object.values(course.lessons).map((uri) => storage.remove(uri).catch(() => undefined)));
  } finally {
    void storage.destroy();
  }
  await deleteOfflineCourse(course.userId, course.slug);
}

let persistence: Promise<boolean> | null = null;
/** Asks once that the browser keep the downloads under storage pressure; a refusal still stores them. */
function askPersistence() {
  persistence ??= navigator.storage?.persist?.().catch(() => false) ?? Promise.resolve(false);
  return persistence;
}
