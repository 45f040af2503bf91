// Messages (02 §2.7): the types of the wire, the rules and texts.
export * from './rules.ts';
export type * from './schemas.ts';
