// A course the player can show: a video with its stream folder and captions, a PDF, a text lesson with
// unsafe HTML, a quiz with a single and a multiple-choice question, and an empty section.
import type { Db } from '../../src/db/client.ts';
import { lessonTranscriptions, lessons, quizQuestions } from '../../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createCourse, type TestCourse } from './catalog.ts';
import { createMedia, type TestMedia } from './medias.ts';
import { createStream } from './video.ts';

export type PlayerTestCourse = TestCourse & {
  video: TestCourse['lessons'][number];
  pdf: TestCourse['lessons'][number];
  text: TestCourse['lessons'][number];
  quiz: TestCourse['lessons'][number];
  stream: TestMedia;
  questions: { single: string; multiple: string };
};

export async function createPlayerCourse(
  db: Db,
  input: { instructorId: string; uploadDir?: string; priceCents?: number; published?: boolean },
): Promise<PlayerTestCourse> {
  const course = await createCourse(db, {
    instructorId: input.instructorId,
    priceCents: input.priceCents ?? 0,
    published: input.published ?? true,
    sections: [
      {
        title: 'Start here',
        lessons: [
          { title: 'Welcome video', type: 'video', durationMinutes: 1 },
          { title: 'Handout', type: 'pdf' },
          {
            title: 'Reading',
            type: 'text',
            content: '<h2>Read me</h2><p>Safe <script>alert(1)</script><a href="javascript:x">bad</a></p>',
          },
        ],
      },
      { title: 'Check', lessons: [{ title: 'Fundamentals check', type: 'quiz' }] },
      { title: 'Coming soon', lessons: [] },
    ],
  });
  const [video, pdf, text, quiz] = course.lessons as [
    TestCourse['lessons'][number],
    TestCourse['lessons'][number],
    TestCourse['lessons'][number],
    TestCourse['lessons'][number],
  ];
  const owner = { ownerId: input.instructorId, courseId: course.id, visibility: 'course' as const };
  const stream = await createStream(db, { ...input, courseId: course.id });
  const file = await createMedia(db, { ...owner, extension: 'video/mp4' });
  const captions = await createMedia(db, { ...owner, extension: 'text/vtt' });
  const handout = await createMedia(db, { ...owner, extension: 'application/pdf' });
  await db
    .update(lessons)
    .set({ mediaId: file.id, streamMediaId: stream.id })
    .where(eq(lessons.id, video.id));
  await db.update(lessons).set({ mediaId: handout.id }).where(eq(lessons.id, pdf.id));
  await db.insert(lessonTranscriptions).values({ lessonId: video.id, language: 'en', mediaId: captions.id });
  const [single, multiple] = await db
    .insert(quizQuestions)
    .values([
      { lessonId: quiz.id, prompt: 'Pick B', options: ['A', 'B', 'C'], correctOptions: [1], position: 0 },
      {
        lessonId: quiz.id,
        prompt: 'Pick A and C',
        kind: 'multiple',
        options: ['A', 'B', 'C'],
        correctOptions: [0, 2],
        explanation: 'A and C.',
        position: 1,
      },
    ])
    .returning({ id: quizQuestions.id });
  return {
    ...course,
    video,
    pdf,
    text,
    quiz,
    stream,
    questions: { single: single!.id, multiple: multiple!.id },
  };
}
