// The portal's background jobs and their schedules (docs/decisions/0019). A handler receives the job's data
// and the app's deps; add a job here and it runs under both engines and in tests ('inline').
import type { Deps } from './core/deps.ts';
import { expireTusUploads, uploadFiles } from './modules/medias/index.ts';
import { sendMeetingReminders } from './modules/meetings/index.ts';
import { attachmentFiles } from './modules/messages/index.ts';
import { flushOutbox } from './modules/notifications/index.ts';
import { exportFiles, prepareDataExport, removeOldDataExports } from './modules/settings/index.ts';
import type { JobDefinition } from './platform/jobs/queue.ts';
import { sweepOrphans } from './platform/storage/sweep.ts';
import { TRANSCODE_JOB, transcodeVideo } from './modules/video-streams/index.ts';

export function jobDefinitions(deps: Deps): Record<string, JobDefinition> {
  return {
    // Every minute for digests and emails held by quiet hours; also sent after each new notification.
    'email-flush': { handler: () => flushOutbox(deps, deps.mailer), cron: '* * * * *' },
    'data-export': { handler: (data) => prepareDataExport(deps, String(data.exportId)) },
    'data-export-cleanup': { handler: () => removeOldDataExports(deps), cron: '17 3 * * *' },
    // 15 minutes before each scheduled meeting (issue 14).
    'meeting-reminders': { handler: () => sendMeetingReminders(deps), cron: '* * * * *' },
    // Stored files no row points at (docs/decisions/0028-file-storage.md), once a day after the exports'.
    // Also the resumable uploads nobody continued within a day (docs/product/media.md#resumable-uploads).
    'storage-sweep': {
      handler: async () => {
        const removed = await sweepOrphans(
          deps.storage,
          [uploadFiles(deps), attachmentFiles(deps), exportFiles(deps)],
          deps.clock.now(),
        );
        await expireTusUploads(deps);
        return removed;
      },
      cron: '47 3 * * *',
    },
    // Each uploaded video to a DASH ladder (docs/product/media.md#transcoding), on processes with the worker
    // role. A worker that dies stops its heartbeat: another takes the job again within a minute or so.
    [TRANSCODE_JOB]: {
      handler: (data) => transcodeVideo(deps, String(data.mediaId)),
      worker: true,
      concurrency: deps.config.transcodeConcurrency,
      heartbeatSeconds: 10,
      retryLimit: 2,
      // A 500 MB lesson on a slow machine takes a while; a stuck one ends after this.
      expireInSeconds: 4 * 60 * 60,
    },
  };
}
