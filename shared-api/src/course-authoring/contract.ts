// The publish wizard and the instructor's courses (issue 15): types and rules for pages and the server.
export type * from './schemas.ts';
export * from './rules.ts';
export * from './constants.ts';
