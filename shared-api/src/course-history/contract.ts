// Learning history (docs/product/history.md): texts, labels and the rules the page and the server share.
import type { HistoryAction, HistoryTimeframe } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { HISTORY_ACTIONS, HISTORY_TIMEFRAMES } from './constants.ts';

export { browserTimeZone, isTimeZone } from '../common/time-zones.ts';

export const HISTORY_TEXTS = {
  loadFailed: 'Failed to load course history. Please try again later.',
  empty: 'No course history found',
  noSessions: 'No learning sessions found',
  exportFailed: 'Failed to export history',
  badTimeZone: 'Unknown time zone',
  badRange: 'The start date must not be after the end date',
} as const;

export const HISTORY_ACTION_LABELS: Record<HistoryAction, string> = {
  started: 'Started',
  completed: 'Completed',
  paused: 'Paused',
  resumed: 'Resumed',
  viewed: 'Viewed',
};

export const HISTORY_TIMEFRAME_LABELS: Record<HistoryTimeframe, string> = {
  week: 'This week',
  month: 'This month',
  year: 'This year',
  all: 'All time',
};

/** Days a timeframe covers, counting today (null: no bound). */
export const TIMEFRAME_DAYS: Record<HistoryTimeframe, number | null> = {
  week: 7,
  month: 30,
  year: 365,
  all: null,
};

const DAY_MS = 86_400_000;
/** A day (YYYY-MM-DD) moved by whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * With one bound set, the end defaults to today and the start to 30 days before the end. Neither set: no date
 * filter (docs/product/history.md#date-filter-defaults). Answers the range to apply.
 */
export function historyDateRange(
  from: string | undefined,
  to: string | undefined,
  today: string,
): { from?: string; to?: string } {
  if (!from && !to) return {};
  const end = to || today;
  return { from: from || addDays(end, -30), to: end };
}

/** Durations display as h, m, s ("1h 5m", "12m 30s", "45s"; docs/product/history.md#history-figures). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  if (m > 0) return s > 0 ? `${m}m ${s}s` : `${m}m`;
  return `${s}s`;
}

/** Minutes shown as hours and minutes ("2h 15m", "40m"). */
export const formatMinutes = (minutes: number) => formatDuration(minutes * 60);

/** Today's date (YYYY-MM-DD) in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Consecutive days (YYYY-MM-DD) with activity ending today, or yesterday when today has none yet. */
export function currentStreakOf(days: string[], today: string): number {
  const studied = new Set(days);
  let cursor = studied.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (studied.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}
