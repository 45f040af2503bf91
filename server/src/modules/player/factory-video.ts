// What the course player's video calls need: a course with two video lessons (streamed from a DASH folder
// copied from the seed's clip when an upload folder is given), a PDF and a text lesson; saved positions,
// playback events and course notes written straight to the tables.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { lessons } from '../catalog/tables.ts';
import { videoAnalyticsEvents, videoProgress } from './tables.ts';
import { CLIP_SECONDS, SEED_ASSETS_DIR } from '../../seed/media.ts';
import { STREAM_DIR, STREAM_MANIFEST } from '../../core/media-url.ts';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createMedia, type TestMedia } from '../medias/factory.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Lesson = TestCourse['lessons'][number];
type Owner = { id: string };

/** The shipped clip (CLIP_SECONDS long): its renditions, audio and English captions beside the manifest. */
export const STREAM_ASSETS = join(SEED_ASSETS_DIR, 'lesson-stream');

export type VideoTestCourse = TestCourse & {
  /** The first lesson; `second` is the last one. */
  video: Lesson;
  second: Lesson;
  pdf: Lesson;
  text: Lesson;
  /** The manifest's media row; `stream.url` is its address, the other files sit beside it. */
  stream: TestMedia;
};

/**
 * A free published course of 4 lessons: a video, a PDF and a text lesson, then a second video. Completing
 * one lesson is 25 %. With `uploadDir`, the stream folder's files are there to be served.
 */
export async function createVideoCourse(
  db: Db,
  input: {
    instructorId: string;
    uploadDir?: string;
    priceCents?: number;
    published?: boolean;
    title?: string;
  },
): Promise<VideoTestCourse> {
  const course = await createCourse(db, {
    instructorId: input.instructorId,
    ...(input.title ? { title: input.title } : {}),
    priceCents: input.priceCents ?? 0,
    published: input.published ?? true,
    sections: [
      {
        title: 'Start here',
        lessons: [
          { title: 'Welcome video', type: 'video', durationMinutes: 1 },
          { title: 'Handout', type: 'pdf' },
          { title: 'Reading', type: 'text', content: '<p>Read me</p>' },
        ],
      },
      { title: 'Going further', lessons: [{ title: 'Deep dive', type: 'video', durationMinutes: 1 }] },
    ],
  });
  const [video, pdf, text, second] = course.lessons as [Lesson, Lesson, Lesson, Lesson];
  const stream = await createStream(db, { ...input, courseId: course.id });
  await db
    .update(lessons)
    .set({ streamMediaId: stream.id })
    .where(inArray(lessons.id, [video.id, second.id]));
  return { ...course, video, second, pdf, text, stream };
}

/**
 * The course's stream: a manifest media row (course visibility) in a fresh streams/ folder, and with
 * `uploadDir` the shipped clip's files copied there to be served.
 */
export async function createStream(
  db: Db,
  input: { instructorId: string; courseId: string; uploadDir?: string },
): Promise<TestMedia> {
  const folder = `${STREAM_DIR}test-${nextNumber()}`;
  if (input.uploadDir) {
    await mkdir(join(input.uploadDir, folder), { recursive: true });
    for (const name of await readdir(STREAM_ASSETS))
      await copyFile(join(STREAM_ASSETS, name), join(input.uploadDir, folder, name));
  }
  return createMedia(db, {
    ownerId: input.instructorId,
    courseId: input.courseId,
    visibility: 'course',
    subDir: folder,
    hashname: STREAM_MANIFEST,
    extension: 'application/dash+xml',
  });
}

/** A saved position: half of the clip, not completed, unless told otherwise. */
export async function saveVideoPosition(
  db: Db,
  user: Owner,
  course: { id: string },
  lesson: { id: string },
  overrides: Partial<Omit<typeof videoProgress.$inferInsert, 'id' | 'userId' | 'courseId' | 'lessonId'>> = {},
): Promise<typeof videoProgress.$inferSelect> {
  const [row] = await db
    .insert(videoProgress)
    .values({
      currentTime: CLIP_SECONDS / 2,
      duration: CLIP_SECONDS,
      progressPercentage: 50,
      completed: false,
      ...overrides,
      userId: user.id,
      courseId: course.id,
      lessonId: lesson.id,
    })
    .returning();
  return row!;
}

/** A playback event (a play at 0 s from a desktop Chrome unless told otherwise). */
export async function createVideoEvent(
  db: Db,
  user: Owner,
  course: { id: string },
  lesson: { id: string },
  overrides: Partial<
    Omit<typeof videoAnalyticsEvents.$inferInsert, 'id' | 'userId' | 'courseId' | 'lessonId'>
  > = {},
): Promise<typeof videoAnalyticsEvents.$inferSelect> {
  const [row] = await db
    .insert(videoAnalyticsEvents)
    .values({
      event: 'play',
      deviceType: 'desktop',
      browserType: 'Chrome',
      payload: { position: 0 },
      ...overrides,
      userId: user.id,
      courseId: course.id,
      lessonId: lesson.id,
    })
    .returning();
  return row!;
}
