import type { Db } from '../../platform/db/client.ts';
import { contentReports } from './tables.ts';
import { eq } from 'drizzle-orm';

/** Sets a report's status, as a moderator would. */
export async function setReportStatus(
  db: Db,
  reportId: string,
  status: (typeof contentReports.$inferSelect)['status'],
): Promise<void> {
  await db.update(contentReports).set({ status }).where(eq(contentReports.id, reportId));
}
