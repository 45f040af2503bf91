// Folds the tab's live stream (docs/architecture.md#live-events) into the media caches: each `media` event
// patches the video's status and progress where it is shown (its detail and the library's pages), without a
// request; a video that became ready is read again for what the event does not carry (ladder, manifest).
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { subscribeLive } from '@portal/shared-api/live';
import type { ApiQuery } from '@portal/shared-api/core';
import type { MediaList, UploadedMedia, VideoProgressEvent } from './contract.ts';
import { useMedia } from './hooks.ts';
import { mediaKeys } from './keys.ts';

/** While a video processes, a read this often keeps it honest when the stream is down. */
export const PROGRESS_FALLBACK_MS = 15_000;

const isList = (key: unknown) => mediaKeys.isKey(key) && (key as unknown[])[1] === 'list';

/** The media with the event's news, when it is the event's video. */
export function foldMediaEvent<M extends Pick<UploadedMedia, 'Id' | 'Status' | 'Progress' | 'Error'>>(
  media: M,
  event: VideoProgressEvent,
): M {
  if (media.Id !== event.Id) return media;
  return { ...media, Status: event.Status, Progress: event.Progress, Error: event.Error };
}

/** Keeps the cached media live; with `onlyId`, just that video's detail. */
export function useLiveMedia(onlyId?: string | null): void {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      subscribeLive('media', (data) => {
        const event = data as VideoProgressEvent;
        if (onlyId !== undefined && event.Id !== onlyId) return;
        const revalidate = event.Status !== 'processing';
        void mutate<UploadedMedia>(
          mediaKeys.detail(event.Id),
          (media) => media && foldMediaEvent(media, event),
          { revalidate },
        );
        if (onlyId !== undefined) return;
        void mutate<MediaList>(
          isList,
          (list) => list && { ...list, items: list.items.map((item) => foldMediaEvent(item, event)) },
          { revalidate },
        );
      }),
    [mutate, onlyId],
  );
}

/** One video as the author watches it process: live over the stream, read again now and then meanwhile. */
export function useVideoProgress(id: string | null | undefined): ApiQuery<UploadedMedia> {
  useLiveMedia(id ?? null);
  return useMedia(id, {
    refreshInterval: (media) => (media?.Status === 'processing' ? PROGRESS_FALLBACK_MS : 0),
  });
}
