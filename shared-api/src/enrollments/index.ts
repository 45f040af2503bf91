// @portal/shared-api/enrollments: the courses a student follows, their progress and library
// (docs/product/enrollments.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
