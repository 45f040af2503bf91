// @portal/shared-api/course-authoring: the publish wizard and the instructor's courses (issue 15).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
