// Messages (docs/product/messages.md): the types of the wire, the rules and texts.
export * from './rules.ts';
export * from './constants.ts';
export type * from './schemas.ts';
