// Retry (POST /api/medias/{id}/transcode, docs/product/media.md#transcoding): the author queues a failed
// video again, or a video uploaded before transcoding existed. The claim is one conditional write, so two
// clicks (or two tabs) queue one job and the second hears 409.
import { and, eq, sql } from 'drizzle-orm';
import { MEDIA_TEXTS, type UploadedMedia } from '@portal/shared-api/contract/medias';
import type { MediaFace } from './captions.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { startTranscode } from './start.ts';
import { videoStreams } from './tables.ts';

export async function retryTranscode(
  deps: Deps,
  { getOwnMedia }: Pick<MediaFace, 'getOwnMedia'>,
  ownerId: string,
  mediaId: string,
): Promise<UploadedMedia> {
  const media = await getOwnMedia(deps, ownerId, mediaId);
  if (media.Kind !== 'video') throw httpError(400, MEDIA_TEXTS.notAVideo);
  if (media.Status !== null) {
    const [claimed] = await deps.db
      .update(videoStreams)
      .set({ status: 'processing', progress: 0, error: null, updatedAt: sql`now()` })
      .where(and(eq(videoStreams.mediaId, media.Id), eq(videoStreams.status, 'failed')))
      .returning({ mediaId: videoStreams.mediaId });
    if (!claimed) {
      // Read again: the status may have moved since the first read.
      const now = await getOwnMedia(deps, ownerId, mediaId);
      throw httpError(409, now.Status === 'ready' ? MEDIA_TEXTS.alreadyReady : MEDIA_TEXTS.alreadyProcessing);
    }
  }
  await startTranscode(deps, media.Id);
  return getOwnMedia(deps, ownerId, mediaId);
}
