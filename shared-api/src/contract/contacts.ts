// Course contacts (02 §2.9): the wire types, the roles, tabs and texts.
export * from './contact-rules.ts';
export type { Contact, ContactList, ContactListQuery, FavoritePayload } from '../schemas/contacts.ts';
