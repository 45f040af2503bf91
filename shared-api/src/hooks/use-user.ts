import { authStore, useApiMutation, useApiQuery, type ApiQuery, type User } from '@portal/shared-api/core';
import { getUser, putPassword, putUser } from '../client/users.ts';
import type { PasswordChangePayload, UserProfilePayload } from '../contract/users.ts';
import { userKeys } from './keys.ts';

/** The signed-in user's own profile, fresh from the server. */
export function useUser(slug: string | undefined): ApiQuery<User> {
  return useApiQuery(slug ? userKeys.detail(slug) : null, () => getUser(slug as string));
}

/** Saves the profile; the cached profile and the signed-in user (top bar, sidebar) update with the answer. */
export function useUpdateUser(slug: string) {
  return useApiMutation(
    userKeys.mutation('profile'),
    (payload: UserProfilePayload) => putUser(slug, payload),
    {
      invalidates: [userKeys],
      onSuccess: (user) => authStore.getState().setUser(user),
    },
  );
}

export function useChangePassword(slug: string) {
  return useApiMutation(userKeys.mutation('password'), (payload: PasswordChangePayload) =>
    putPassword(slug, payload),
  );
}
