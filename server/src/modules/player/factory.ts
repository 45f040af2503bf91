// A course the player can show: a video with its stream folder and captions, a PDF, a text lesson with
// unsafe HTML, a quiz with a single and a multiple-choice question, and an empty section. Also quiz
// questions, bookmarks and reports made directly, for the tests that need many or need them as they are.
import type { Db } from '../../platform/db/client.ts';
import { lessonTranscriptions, lessons } from '../catalog/tables.ts';
import { playerBookmarks, quizQuestions } from './tables.ts';
import { eq } from 'drizzle-orm';
import { createCourse, type CourseOverrides, type TestCourse } from '../catalog/factory.ts';
import { createMedia, type TestMedia } from '../medias/factory.ts';
import { createStream } from './factory-video.ts';
import { nextNumber } from '../../testing/sequence.ts';

export type PlayerTestCourse = TestCourse & {
  video: TestCourse['lessons'][number];
  pdf: TestCourse['lessons'][number];
  text: TestCourse['lessons'][number];
  quiz: TestCourse['lessons'][number];
  stream: TestMedia;
  questions: { single: string; multiple: string };
};

/** Free and published unless told otherwise; `uploadDir` also copies the stream's files there. */
export async function createPlayerCourse(
  db: Db,
  input: Omit<CourseOverrides, 'sections'> & { uploadDir?: string },
): Promise<PlayerTestCourse> {
  const { uploadDir, ...overrides } = input;
  const course = await createCourse(db, {
    priceCents: 0,
    ...overrides,
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
  const stream = await createStream(db, { instructorId: input.instructorId, courseId: course.id, uploadDir });
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

export type QuestionInput = {
  prompt?: string;
  kind?: 'single' | 'multiple';
  options?: string[];
  correctOptions: number[];
  explanation?: string;
};

/** Questions appended to a quiz lesson, in the order given; answers their ids in that order. */
export async function addQuizQuestions(
  db: Db,
  lesson: { id: string },
  questions: QuestionInput[],
): Promise<string[]> {
  if (questions.length === 0) return [];
  const rows = await db
    .insert(quizQuestions)
    .values(
      questions.map((q, i) => ({
        lessonId: lesson.id,
        prompt: q.prompt ?? `Question ${nextNumber()}`,
        kind: q.kind ?? 'single',
        options: q.options ?? ['A', 'B', 'C', 'D'],
        correctOptions: q.correctOptions,
        explanation: q.explanation ?? '',
        position: 100 + i,
      })),
    )
    .returning({ id: quizQuestions.id, position: quizQuestions.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

/** `count` bookmarks of the user in the lesson, one second apart. */
export async function createBookmarks(
  db: Db,
  user: { id: string },
  lesson: { id: string },
  count: number,
): Promise<void> {
  await db.insert(playerBookmarks).values(
    Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      lessonId: lesson.id,
      timeSeconds: i,
      note: `Bookmark ${i + 1}`,
    })),
  );
}
