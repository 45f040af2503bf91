// @portal/shared-api/course-authoring: the publish wizard and the instructor's courses (issue 15).
export * from '../contract/course-authoring.ts';
export * from '../client/course-authoring.ts';
export * from '../hooks/use-course-authoring.ts';
export { courseAuthoringKeys } from '../hooks/keys.ts';
