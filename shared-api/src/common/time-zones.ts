// Time zones, for the contracts that count days or hours in the person's zone (history, goals, analytics,
// quiet hours, settings). Pure: the entries that need them re-export them.

/** The IANA zone the browser is in (UTC if it does not say): the zone pages count days in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** True when the runtime knows the IANA zone (the server and browsers have full ICU). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
