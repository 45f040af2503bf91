import type { User } from '../contract/auth.ts';
import type { PasswordChangePayload, UserProfilePayload } from '../contract/users.ts';
import { http } from '@portal/shared-api/core';

export function getUser(slug: string): Promise<User> {
  return http.get(`users/${encodeURIComponent(slug)}`).json<User>();
}

export function putUser(slug: string, payload: UserProfilePayload): Promise<User> {
  return http.put(`users/${encodeURIComponent(slug)}`, { json: payload }).json<User>();
}

export function putPassword(slug: string, payload: PasswordChangePayload): Promise<void> {
  return http.put(`users/password/${encodeURIComponent(slug)}`, { json: payload }).void();
}
