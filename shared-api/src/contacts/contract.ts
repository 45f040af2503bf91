// Course contacts (docs/product/contacts.md): the wire types, the roles, tabs and texts.
export * from './rules.ts';
export type * from './schemas.ts';
