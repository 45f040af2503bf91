import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { deleteMedia, getMyMedia, renameMedia } from './client.ts';
import type { MediaList, MediaListQuery } from './contract.ts';
import { mediaKeys } from './keys.ts';

/** One page of the caller's uploads, newest first. */
export function useMyMedia(query: MediaListQuery = {}): ApiQuery<MediaList> {
  const { take, skip, kind } = query;
  return useApiQuery(mediaKeys.list(take ?? null, skip ?? 0, kind ?? null), () => getMyMedia(query), {
    keepPreviousData: true,
  });
}

export function useRenameMedia() {
  return useApiMutation(
    mediaKeys.mutation('rename'),
    ({ slug, name }: { slug: string; name: string }) => renameMedia(slug, name),
    { invalidates: [mediaKeys] },
  );
}

export function useDeleteMedia() {
  return useApiMutation(mediaKeys.mutation('delete'), (slug: string) => deleteMedia(slug), {
    invalidates: [mediaKeys],
  });
}
