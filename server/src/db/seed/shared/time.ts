// Seed dates are relative to the moment the seed runs, so the demo always looks current.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function minutesFromNow(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * MINUTE);
}

export function daysAgo(now: Date, days: number, hour = 10, minute = 0): Date {
  const d = new Date(now.getTime() - days * DAY);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
}

export function daysFromNow(now: Date, days: number, hour = 10, minute = 0): Date {
  return daysAgo(now, -days, hour, minute);
}

/** YYYY-MM-DD of the day `days` before now (UTC). */
export function dayString(now: Date, days: number): string {
  return daysAgo(now, days).toISOString().slice(0, 10);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The date, or now when the date lies later: for events that happened "today at 20:15" before 20:15. */
export function notAfter(now: Date, date: Date): Date {
  return date > now ? new Date(now) : date;
}
