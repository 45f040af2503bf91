// The publish wizard and the instructor's courses (issue 15): one function per call, all instructor-only.
import { http } from '@portal/shared-api/core';
import type {
  CourseDraft,
  CourseDraftPayload,
  InstructorCourse,
  InstructorCourseList,
  PublishAnswer,
  WizardOptions,
} from './contract.ts';

const id = (value: string) => encodeURIComponent(value);

/** GET /api/course-drafts/options: categories (with sub categories), languages, tag suggestions. */
export function getWizardOptions(): Promise<WizardOptions> {
  return http.get('course-drafts/options').json<WizardOptions>();
}

/** POST /api/course-drafts: the first save of a new draft (201). */
export function postCourseDraft(payload: CourseDraftPayload): Promise<CourseDraft> {
  return http.post('course-drafts', { json: payload }).json<CourseDraft>();
}

export function getCourseDraft(draftId: string): Promise<CourseDraft> {
  return http.get(`course-drafts/${id(draftId)}`).json<CourseDraft>();
}

/** PUT /api/course-drafts/{id}: every later save (Save Draft, autosave). */
export function putCourseDraft(draftId: string, payload: CourseDraftPayload): Promise<CourseDraft> {
  return http.put(`course-drafts/${id(draftId)}`, { json: payload }).json<CourseDraft>();
}

/** POST /api/course-drafts/{id}/publish: copies the saved draft into the catalogue. */
export function publishCourseDraft(draftId: string): Promise<PublishAnswer> {
  return http.post(`course-drafts/${id(draftId)}/publish`).json<PublishAnswer>();
}

export function getInstructorCourses(): Promise<InstructorCourseList> {
  return http.get('instructor/courses').json<InstructorCourseList>();
}

/** POST /api/instructor/courses/{id}/edit: opens (or creates) the draft of a course or a draft id. */
export function editInstructorCourse(courseOrDraftId: string): Promise<CourseDraft> {
  return http.post(`instructor/courses/${id(courseOrDraftId)}/edit`).json<CourseDraft>();
}

/** POST /api/instructor/courses/{id}/duplicate: a new draft copied from a course or draft (201). */
export function duplicateInstructorCourse(courseOrDraftId: string): Promise<CourseDraft> {
  return http.post(`instructor/courses/${id(courseOrDraftId)}/duplicate`).json<CourseDraft>();
}

export function archiveInstructorCourse(courseId: string, archived: boolean): Promise<InstructorCourse> {
  return http
    .put(`instructor/courses/${id(courseId)}/archive`, { json: { archived } })
    .json<InstructorCourse>();
}

/** DELETE /api/instructor/courses/{id}: drafts only (409 for a published course). */
export function deleteInstructorCourse(draftId: string): Promise<void> {
  return http.delete(`instructor/courses/${id(draftId)}`).void();
}
