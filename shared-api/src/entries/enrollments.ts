// @portal/shared-api/enrollments: the courses a student follows, their progress and library (01 §7 Enrolments).
export * from '../contract/enrollments.ts';
export * from '../client/enrollments.ts';
export * from '../hooks/use-enrollments.ts';
export { enrollmentKeys } from '../hooks/keys.ts';
