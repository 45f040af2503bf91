// The lesson dialog's own checks (the product leaves step 2's field rules open,
// docs/product/course-authoring.md#publish-rule; these are ours).
import {
  COURSE_DRAFT_LIMITS,
  type LessonDraft,
  type QuizQuestionDraft,
} from '@portal/shared-api/course-authoring';

export const LESSON_TEXTS = {
  titleRequired: 'Please enter lesson title',
  quizEmpty: 'Add at least one question to the quiz',
  promptRequired: (n: number) => `Question ${n} needs a prompt`,
  optionsRequired: (n: number) => `Question ${n} needs at least 2 options`,
  correctRequired: (n: number) => `Question ${n} needs a correct option`,
} as const;

export const MIN_OPTIONS = 2;

export function emptyQuestion(): QuizQuestionDraft {
  return { Prompt: '', Options: ['', ''], CorrectOptions: [], Explanation: '' };
}

/** The first problem of a lesson being edited, or null. */
export function lessonError(lesson: LessonDraft): string | null {
  if (!lesson.Title.trim()) return LESSON_TEXTS.titleRequired;
  if (lesson.Type !== 'quiz') return null;
  const questions = lesson.Questions ?? [];
  if (questions.length === 0) return LESSON_TEXTS.quizEmpty;
  for (const [i, question] of questions.entries()) {
    if (!question.Prompt.trim()) return LESSON_TEXTS.promptRequired(i + 1);
    if (question.Options.filter((option) => option.trim()).length < MIN_OPTIONS)
      return LESSON_TEXTS.optionsRequired(i + 1);
    if (question.CorrectOptions.length === 0) return LESSON_TEXTS.correctRequired(i + 1);
  }
  return null;
}

/** Keeps only what the type uses, so a video turned text does not carry a stale media or quiz along. */
export function cleanLesson(lesson: LessonDraft): LessonDraft {
  const clean: LessonDraft = {
    ...lesson,
    Duration: Math.max(0, Math.min(COURSE_DRAFT_LIMITS.lessonMinutes, Math.round(lesson.Duration) || 0)),
    Resources: lesson.Resources.map((line) => line.trim()).filter(Boolean),
    MediaId: lesson.Type === 'video' ? (lesson.MediaId ?? null) : null,
    Content: lesson.Type === 'text' || lesson.Type === 'assignment' ? lesson.Content : '',
  };
  if (lesson.Type === 'quiz') clean.Questions = lesson.Questions ?? [];
  else delete clean.Questions;
  return clean;
}
