// Course contacts (02 §2.9): the wire types, the roles, tabs and texts.
export * from './rules.ts';
export type * from './schemas.ts';
