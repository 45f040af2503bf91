import type { Contact, ContactList, ContactListQuery, FavoritePayload } from './contract.ts';
import { http, queryParams } from '@portal/shared-api/core';

export function getContacts(query: ContactListQuery): Promise<ContactList> {
  return http.get('contacts', { searchParams: queryParams(query) }).json<ContactList>();
}

export function putContactFavorite(id: string, payload: FavoritePayload): Promise<Contact> {
  return http.put(`contacts/${encodeURIComponent(id)}/favorite`, { json: payload }).json<Contact>();
}
