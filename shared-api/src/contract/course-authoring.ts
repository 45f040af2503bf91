// The publish wizard and the instructor's courses (issue 15): types and rules for pages and the server.
import type {
  CourseDraft,
  CourseDraftPayload,
  InstructorCourse,
  InstructorCourseList,
  LessonDraft,
  PublishAnswer,
  QuizQuestionDraft,
  SectionDraft,
  WizardOptions,
} from '../schemas/course-authoring.ts';

export type {
  CourseDraft,
  CourseDraftPayload,
  InstructorCourse,
  InstructorCourseList,
  LessonDraft,
  PublishAnswer,
  QuizQuestionDraft,
  SectionDraft,
  WizardOptions,
};
export * from './course-authoring-rules.ts';
