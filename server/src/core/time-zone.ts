// The zone a `tz` query names for counting days (history, analytics, goals): UTC when absent; an unknown
// zone is a 400 rather than a silent UTC.
import { HISTORY_TEXTS, isTimeZone } from '@portal/shared-api/contract/course-history';
import { httpError } from './errors.ts';

export function timeZoneOf(tz: string | undefined): string {
  if (tz === undefined) return 'UTC';
  if (!isTimeZone(tz)) throw httpError(400, HISTORY_TEXTS.badTimeZone);
  return tz;
}
