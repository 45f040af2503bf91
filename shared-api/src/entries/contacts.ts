// @portal/shared-api/contacts: course contacts (02 §2.9).
export * from '../contract/contacts.ts';
export * from '../client/contacts.ts';
export * from '../hooks/use-contacts.ts';
export { contactKeys } from '../hooks/keys.ts';
