// The portal's background jobs and their schedules (docs/decisions/0019). A handler receives the job's data
// and the app's deps; add a job here and it runs under both engines and in tests ('inline').
import type { Deps } from './core/deps.ts';
import { sendMeetingReminders } from './modules/meetings/index.ts';
import { flushOutbox } from './modules/notifications/index.ts';
import { prepareDataExport, removeOldDataExports } from './modules/settings/index.ts';
import type { JobDefinition } from './platform/jobs/queue.ts';

export function jobDefinitions(deps: Deps): Record<string, JobDefinition> {
  return {
    // Every minute for digests and emails held by quiet hours; also sent after each new notification.
    'email-flush': { handler: () => flushOutbox(deps, deps.mailer), cron: '* * * * *' },
    'data-export': { handler: (data) => prepareDataExport(deps, String(data.exportId)) },
    'data-export-cleanup': { handler: () => removeOldDataExports(deps), cron: '17 3 * * *' },
    // 15 minutes before each scheduled meeting (issue 14).
    'meeting-reminders': { handler: () => sendMeetingReminders(deps), cron: '* * * * *' },
  };
}
