// One browser tab's video progress (docs/product/media.md#transcoding): each change to one of the person's
// videos (progress, ready, failed) goes to their streams only, as the `media` event, in order.
import type { SSEReplyInterface } from '@fastify/sse';
import type { VideoProgressEvent } from '@portal/shared-api/contract/medias';
import type { Deps } from '../../core/deps.ts';

export function liveMedia(deps: Deps, sse: SSEReplyInterface, userId: string): void {
  let queue = Promise.resolve();
  const stop = deps.events.subscribe('media.changed', ({ ownerId, media }) => {
    if (ownerId !== userId) return;
    const data: VideoProgressEvent = media;
    queue = queue
      .then(async () => {
        if (sse.isConnected) await sse.send({ event: 'media', data });
      })
      // A tab that went away mid-send is not a failure.
      .catch((error: unknown) => {
        if (sse.isConnected) console.error('live media failed', error);
      });
  });
  sse.onClose(stop);
}
