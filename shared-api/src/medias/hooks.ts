import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { deleteMedia, getMedias, putMediaName } from './client.ts';
import type { MediaList, MediaListQuery } from './contract.ts';
import { mediaKeys } from './keys.ts';

/** A page of the caller's files (the media library asks for videos). */
export function useMediaList(query: MediaListQuery): ApiQuery<MediaList> {
  return useApiQuery(mediaKeys.list(query), () => getMedias(query));
}

const invalidates = [mediaKeys];

export const useRenameMedia = () =>
  useApiMutation(mediaKeys.mutation('rename'), putMediaName, { invalidates });
export const useDeleteMedia = () =>
  useApiMutation(mediaKeys.mutation('delete'), deleteMedia, { invalidates });
