import type { User } from '../auth/contract.ts';
import type { MediaUploadAnswer, PasswordChangePayload, UserProfilePayload } from './contract.ts';
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

/**
 * The photo travels as base64 in Hashname, with its name, type, size and the `{slug}/profile` folder
 * (docs/product/account.md#api).
 */
export async function postProfilePhoto({
  slug,
  file,
}: {
  slug: string;
  file: File;
}): Promise<MediaUploadAnswer> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
  return http
    .post('medias', {
      json: {
        Username: file.name,
        Hashname: dataUrl.slice(dataUrl.indexOf(',') + 1),
        Extension: file.type,
        Size: file.size,
        SubDir: `${slug}/profile`,
      },
    })
    .json<MediaUploadAnswer>();
}

export function deleteProfilePhoto(slug: string): Promise<User> {
  return http.delete(`users/${encodeURIComponent(slug)}/photo`).json<User>();
}

export function deleteAccount(slug: string): Promise<void> {
  return http.delete(`users/${encodeURIComponent(slug)}`).void();
}
