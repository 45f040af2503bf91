import {
  authStore,
  reauthenticated,
  useApiMutation,
  useApiQuery,
  type ApiQuery,
  type User,
} from '@portal/shared-api/core';
import {
  deleteAccount,
  deleteProfilePhoto,
  getUser,
  postProfilePhoto,
  putPassword,
  putUser,
} from './client.ts';
import type { PasswordChangePayload, UserProfilePayload } from './contract.ts';
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

const refreshUser = (user: User) => authStore.getState().setUser(user);

/** Upload a photo; the signed-in user (top bar) shows it at once. */
export const useUploadPhoto = () =>
  useApiMutation(userKeys.mutation('photo'), postProfilePhoto, {
    invalidates: [userKeys],
    onSuccess: (answer) => refreshUser(answer.user),
  });

export const useRemovePhoto = () =>
  useApiMutation(userKeys.mutation('photo-remove'), deleteProfilePhoto, {
    invalidates: [userKeys],
    onSuccess: refreshUser,
  });

/**
 * Closes the account; the caller decides when to sign the tab out (the home page after 2 s:
 * docs/product/account.md#closing-the-account).
 */
export const useDeleteAccount = () =>
  useApiMutation(userKeys.mutation('delete'), reauthenticated(deleteAccount));
