import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getContacts, putContactFavorite } from './client.ts';
import type { ContactList, ContactListQuery, FavoritePayload } from './contract.ts';
import { contactKeys } from './keys.ts';

/** A page of the caller's contacts in one tab, with every tab's count; presence refreshes every minute. */
export function useContacts(query: ContactListQuery): ApiQuery<ContactList> {
  return useApiQuery(contactKeys.list(query), () => getContacts(query), {
    refreshInterval: 60_000,
    keepPreviousData: true,
  });
}

export function useToggleFavorite() {
  return useApiMutation(
    contactKeys.mutation('favorite'),
    ({ id, payload }: { id: string; payload: FavoritePayload }) => putContactFavorite(id, payload),
    { invalidates: [contactKeys] },
  );
}
