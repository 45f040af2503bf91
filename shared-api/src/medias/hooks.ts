import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { addCaptions, deleteMedia, getMedia, getMedias, putMediaName, removeCaptions } from './client.ts';
import type { MediaList, MediaListQuery, UploadedMedia } from './contract.ts';
import { mediaKeys } from './keys.ts';

/** A page of the caller's files (the media library asks for videos). */
export function useMediaList(query: MediaListQuery): ApiQuery<MediaList> {
  return useApiQuery(mediaKeys.list(query), () => getMedias(query));
}

/** One of the caller's files by Id (a video with its caption tracks); no request while the Id is null. */
export function useMedia(id: string | null): ApiQuery<UploadedMedia> {
  return useApiQuery(id ? mediaKeys.detail(id) : null, () => getMedia(id!));
}

const invalidates = [mediaKeys];

export const useRenameMedia = () =>
  useApiMutation(mediaKeys.mutation('rename'), putMediaName, { invalidates });
export const useDeleteMedia = () =>
  useApiMutation(mediaKeys.mutation('delete'), deleteMedia, { invalidates });
export const useAddCaptions = () =>
  useApiMutation(mediaKeys.mutation('add-captions'), addCaptions, { invalidates });
export const useRemoveCaptions = () =>
  useApiMutation(mediaKeys.mutation('remove-captions'), removeCaptions, { invalidates });
