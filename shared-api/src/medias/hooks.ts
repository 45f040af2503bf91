import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import type { SWRConfiguration } from 'swr';
import {
  addCaptions,
  deleteMedia,
  getMedia,
  getMedias,
  putMediaName,
  removeCaptions,
  retryTranscode,
} from './client.ts';
import type { MediaList, MediaListQuery, UploadedMedia } from './contract.ts';
import { mediaKeys } from './keys.ts';

/** A page of the caller's files (the media library asks for videos). */
export function useMediaList(query: MediaListQuery): ApiQuery<MediaList> {
  return useApiQuery(mediaKeys.list(query), () => getMedias(query));
}

/** One of the caller's files by Id (a video with its stream and caption tracks); null loads nothing. */
export function useMedia(
  id: string | null | undefined,
  options?: SWRConfiguration<UploadedMedia>,
): ApiQuery<UploadedMedia> {
  return useApiQuery(id ? mediaKeys.detail(id) : null, () => getMedia(id!), options);
}

const invalidates = [mediaKeys];

export const useRenameMedia = () =>
  useApiMutation(mediaKeys.mutation('rename'), putMediaName, { invalidates });
export const useDeleteMedia = () =>
  useApiMutation(mediaKeys.mutation('delete'), deleteMedia, { invalidates });
/** Retry a failed video's processing; the media's caches refresh with its new status. */
export const useRetryTranscode = () =>
  useApiMutation(mediaKeys.mutation('transcode'), retryTranscode, { invalidates });
export const useAddCaptions = () =>
  useApiMutation(mediaKeys.mutation('add-captions'), addCaptions, { invalidates });
export const useRemoveCaptions = () =>
  useApiMutation(mediaKeys.mutation('remove-captions'), removeCaptions, { invalidates });
