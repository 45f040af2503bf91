// The sections and lessons of one demo course, with captions on videos and questions on the quiz.
import { lessonTranscriptions, lessons, sections } from './tables.ts';
import { quizQuestions } from '../player/tables.ts';
import type { SeedContext } from '../../seed/context.ts';
import type { CourseDef, QuizDef } from './seed-types.ts';
import { type LessonType, type SeededLesson } from '../../seed/context.ts';

/** The files every lesson of a course shares. */
export interface CourseMedia {
  cover: string;
  video: string;
  /** The adaptive stream's manifest (DASH), its renditions and captions beside it. */
  stream: string;
  captions: string;
  pdf: string;
}

/** Every course gets each lesson type: video and pdf first, text and assignment in the middle, a quiz last. */
function lessonTypes(sectionIndex: number, sectionCount: number, count: number): LessonType[] {
  if (sectionIndex === 0) return (['video', 'pdf', 'text'] as const).slice(0, count) as LessonType[];
  if (sectionIndex === sectionCount - 1) {
    const head: LessonType[] = count === 2 ? ['text'] : ['video', 'text'];
    return [...head, ...Array<LessonType>(Math.max(0, count - head.length - 1)).fill('text'), 'quiz'];
  }
  return (['video', 'text', 'assignment'] as const).slice(0, count) as LessonType[];
}

function lessonBody(def: CourseDef, title: string, type: LessonType): string | null {
  if (type === 'text') {
    return `<h2>${title}</h2><p>${def.short}</p><p>In this reading we focus on <strong>${title.toLowerCase()}</strong>. Read it once end to end, then go back and try each idea on your own project before moving on.</p><ul>${def.outcomes.map((o) => `<li>${o}</li>`).join('')}</ul>`;
  }
  if (type === 'assignment') {
    return `<h2>Assignment: ${title}</h2><p>Apply what you learned in this section to a small piece of your own work. Write down what you tried, what surprised you and one question for the next live session.</p>`;
  }
  return null;
}

/** The course's own questions, and one multiple-choice question on what it teaches. */
function quizOf(def: CourseDef): QuizDef[] {
  const [first = def.short, second = def.title] = def.outcomes;
  return [
    ...def.quiz,
    {
      prompt: `Which of these does ${def.title} set out to teach?`,
      options: [first, 'Nothing beyond the first video', second, 'How to skip the exercises'],
      correct: [0, 2],
      explanation: 'Both are among the outcomes listed on the course page.',
    },
  ];
}

/** Inserts the course's sections and lessons; `index` is the course's place in the catalogue. */
export async function seedLessons(
  ctx: SeedContext,
  def: CourseDef,
  index: number,
  courseId: string,
  media: CourseMedia,
): Promise<{ lessons: SeededLesson[]; totalMinutes: number }> {
  const seeded: SeededLesson[] = [];
  let totalMinutes = 0;
  for (const [sIndex, [sectionTitle, lessonTitles]] of def.sections.entries()) {
    const [section] = await ctx.tx
      .insert(sections)
      .values({
        courseId,
        title: sectionTitle,
        description: `${sectionTitle}: ${lessonTitles.join(', ')}.`,
        position: sIndex,
      })
      .returning({ id: sections.id });
    const types = lessonTypes(sIndex, def.sections.length, lessonTitles.length);
    for (const [lIndex, title] of lessonTitles.entries()) {
      const type = types[lIndex] ?? 'text';
      const durationMinutes = type === 'quiz' ? 10 : type === 'pdf' ? 12 : 8 + ((index + lIndex * 3) % 9);
      totalMinutes += durationMinutes;
      const [lesson] = await ctx.tx
        .insert(lessons)
        .values({
          sectionId: section!.id,
          title,
          description: `${title} (${def.title}).`,
          type,
          durationMinutes,
          content: lessonBody(def, title, type),
          mediaId: type === 'video' ? media.video : type === 'pdf' ? media.pdf : null,
          streamMediaId: type === 'video' ? media.stream : null,
          posterMediaId: type === 'video' ? media.cover : null,
          // The course's opening video is its free preview on the course page.
          isPreview: sIndex === 0 && lIndex === 0 && type === 'video',
          position: lIndex,
        })
        .returning({ id: lessons.id });
      const lessonId = lesson!.id;
      if (type === 'video') {
        await ctx.tx
          .insert(lessonTranscriptions)
          .values({ lessonId, language: 'en', label: 'English', mediaId: media.captions });
      }
      if (type === 'quiz') {
        await ctx.tx.insert(quizQuestions).values(
          quizOf(def).map((q, position) => ({
            lessonId,
            prompt: q.prompt,
            options: q.options,
            kind: Array.isArray(q.correct) ? ('multiple' as const) : ('single' as const),
            correctOptions: Array.isArray(q.correct) ? q.correct : [q.correct],
            explanation: q.explanation,
            position,
          })),
        );
      }
      seeded.push({ id: lessonId, title, type, durationMinutes });
    }
  }
  return { lessons: seeded, totalMinutes };
}
