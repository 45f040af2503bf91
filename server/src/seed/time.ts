export { slugify } from '../core/slug.ts';
// Seed dates are relative to the moment the seed runs, so the demo always looks current.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function minutesFromNow(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * MINUTE);
}

/** A past day at a time of day; "today at 20:15" seeded at 06:00 is now, never a moment still to come. */
export function daysAgo(now: Date, days: number, hour = 10, minute = 0): Date {
  const d = atTime(new Date(now.getTime() - days * DAY), hour, minute);
  return d > now ? new Date(now) : d;
}

export function daysFromNow(now: Date, days: number, hour = 10, minute = 0): Date {
  return atTime(new Date(now.getTime() + days * DAY), hour, minute);
}

function atTime(day: Date, hour: number, minute: number): Date {
  day.setUTCHours(hour, minute, 0, 0);
  return day;
}

/** YYYY-MM-DD of the day `days` before now (UTC). */
export function dayString(now: Date, days: number): string {
  return daysAgo(now, days).toISOString().slice(0, 10);
}
