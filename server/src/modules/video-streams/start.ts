// Queues a video's transcoding (docs/product/media.md#transcoding): the stream row says "processing" at
// once, so the author sees it from the upload's answer on, and the job (jobs.ts: video-transcode) takes it
// from there in whichever process works that queue.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { videoStreams } from './tables.ts';

export const TRANSCODE_JOB = 'video-transcode';

export async function startTranscode(deps: Deps, mediaId: string): Promise<void> {
  await deps.db
    .insert(videoStreams)
    .values({ mediaId, status: 'processing', progress: 0 })
    .onConflictDoUpdate({
      target: videoStreams.mediaId,
      set: { status: 'processing', progress: 0, error: null, updatedAt: sql`now()` },
    });
  await deps.jobs.send(TRANSCODE_JOB, { mediaId });
}
