// Dates and durations as the portal shows them (docs/product/portal.md#display-conventions): time-ago,
// HH:mm, "1h 30m", m:ss.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/**
 * Under 1 minute 'Just now'; under 60 minutes 'Nm ago'; under 24 hours 'Nh ago'; under 7 days 'Nd ago'; else
 * the date (docs/product/portal.md#time-ago).
 */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatDate(value);
}

/** 24-hour "HH:mm" in the browser's time zone. */
export function formatTime(value: string | Date): string {
  const date = new Date(value);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * Minutes → "2h 5m", "45m", "3h": floor(minutes/60) h and minutes mod 60 m
 * (docs/product/portal.md#times-and-durations).
 */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Seconds → "m:ss", as note timestamps read (docs/product/notes.md#note-display). */
export function formatTimestamp(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
