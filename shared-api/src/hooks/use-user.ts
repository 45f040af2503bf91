import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { authStore } from '../auth/store.ts';
import type { ApiError } from '../client/http.ts';
import { getUser, putPassword, putUser } from '../client/users.ts';
import type { User } from '../contract/auth.ts';
import type { PasswordChangePayload, UserProfilePayload } from '../contract/users.ts';
import { userKeys } from './keys.ts';

/** The signed-in user's own profile, fresh from the server. */
export function useUser(slug: string | undefined) {
  return useSWR<User, ApiError>(slug ? userKeys.detail(slug) : null, () => getUser(slug as string));
}

/** Saves the profile; the cached profile and the signed-in user (sidebar name) update with the answer. */
export function useUpdateUser(slug: string) {
  return useSWRMutation<User, ApiError, readonly unknown[], UserProfilePayload>(
    userKeys.detail(slug),
    (_key, { arg }) => putUser(slug, arg),
    {
      populateCache: true,
      revalidate: false,
      onSuccess: (user) => authStore.getState().setUser(user),
    },
  );
}

export function useChangePassword(slug: string) {
  return useSWRMutation<void, ApiError, readonly unknown[], PasswordChangePayload>(
    userKeys.mutation('password'),
    (_key, { arg }) => putPassword(slug, arg),
  );
}
