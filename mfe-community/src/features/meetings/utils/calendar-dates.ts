// The Calendar's date arithmetic (date-fns on @date-fns/tz's TZDate): every day is a "day key" (YYYY-MM-DD)
// counted in the viewer's time zone, so the grid, the ranges it asks the API for and the days items fall on
// all agree, whatever zone the browser itself is in.
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  endOfWeek,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarItem, CalendarView } from '@portal/shared-api/calendar';

/** Sunday first, as the portal's en-US dates. */
const WEEK = { weekStartsOn: 0 } as const;
/** The month grid is always six weeks, so it does not jump in height from month to month. */
export const GRID_DAYS = 42;

export type DayKey = string;
export type CalendarRange = { from: string; to: string };

export function dayOf(key: DayKey, zone: string): TZDate {
  const [year, month, day] = key.split('-').map(Number);
  return new TZDate(year!, month! - 1, day!, zone);
}

export const keyOf = (date: Date): DayKey => format(date, 'yyyy-MM-dd');

/** The day an instant falls on in a zone. */
export const dayKeyAt = (instant: string | Date, zone: string): DayKey =>
  keyOf(new TZDate(new Date(instant).getTime(), zone));

export const todayKey = (zone: string, now: Date = new Date()): DayKey => dayKeyAt(now, zone);

export const shiftDays = (key: DayKey, days: number, zone: string): DayKey =>
  keyOf(addDays(dayOf(key, zone), days));

export const shiftMonths = (key: DayKey, months: number, zone: string): DayKey =>
  keyOf(addMonths(dayOf(key, zone), months));

export const weekStartKey = (key: DayKey, zone: string): DayKey => keyOf(startOfWeek(dayOf(key, zone), WEEK));
export const weekEndKey = (key: DayKey, zone: string): DayKey => keyOf(endOfWeek(dayOf(key, zone), WEEK));

/** The days a view shows around the focused day: six weeks for the month, seven days for the week. */
export function visibleDays(view: CalendarView, key: DayKey, zone: string): DayKey[] {
  const day = dayOf(key, zone);
  const start = view === 'week' ? startOfWeek(day, WEEK) : startOfWeek(startOfMonth(day), WEEK);
  const count = view === 'week' ? 7 : GRID_DAYS;
  return Array.from({ length: count }, (_, i) => keyOf(addDays(start, i)));
}

/** What the API is asked for: from the first shown day's midnight to the midnight after the last (UTC ISO). */
export function rangeOf(view: CalendarView, key: DayKey, zone: string): CalendarRange {
  const day = dayOf(key, zone);
  let start: Date;
  let end: Date;
  if (view === 'agenda') {
    start = startOfMonth(day);
    end = addMonths(start, 1);
  } else {
    const days = visibleDays(view, key, zone);
    start = dayOf(days[0]!, zone);
    end = addDays(dayOf(days[days.length - 1]!, zone), 1);
  }
  return { from: new Date(start.getTime()).toISOString(), to: new Date(end.getTime()).toISOString() };
}

/** Previous/next period of a view: a week in the week view, a month otherwise. */
export const shiftPeriod = (view: CalendarView, key: DayKey, step: 1 | -1, zone: string): DayKey =>
  view === 'week' ? keyOf(addWeeks(dayOf(key, zone), step)) : shiftMonths(key, step, zone);

/** Where a key press in the grid moves the focused day (ARIA grid pattern), or null for other keys. */
export function keyTarget(
  event: { key: string; shiftKey?: boolean },
  key: DayKey,
  zone: string,
): DayKey | null {
  switch (event.key) {
    case 'ArrowLeft':
      return shiftDays(key, -1, zone);
    case 'ArrowRight':
      return shiftDays(key, 1, zone);
    case 'ArrowUp':
      return shiftDays(key, -7, zone);
    case 'ArrowDown':
      return shiftDays(key, 7, zone);
    case 'PageUp':
      return shiftMonths(key, event.shiftKey ? -12 : -1, zone);
    case 'PageDown':
      return shiftMonths(key, event.shiftKey ? 12 : 1, zone);
    case 'Home':
      return weekStartKey(key, zone);
    case 'End':
      return weekEndKey(key, zone);
    default:
      return null;
  }
}

/**
 * Items by the days they are on: a deadline or a due date on the day it falls on, a meeting on each day it
 * covers (a meeting ending at midnight is not on the next day). Each day's items keep the API's order.
 */
export function itemsByDay(items: CalendarItem[], zone: string): Map<DayKey, CalendarItem[]> {
  const days = new Map<DayKey, CalendarItem[]>();
  const put = (key: DayKey, item: CalendarItem) => days.set(key, [...(days.get(key) ?? []), item]);
  for (const item of items) {
    const first = startOfDay(new TZDate(Date.parse(item.Start), zone));
    const last = item.End
      ? Math.max(Date.parse(item.End) - 1, Date.parse(item.Start))
      : Date.parse(item.Start);
    // A week at most, so a runaway end cannot fill the grid.
    for (let day = first, n = 0; day.getTime() <= last && n < 7; day = addDays(day, 1), n += 1)
      put(keyOf(day), item);
  }
  return days;
}

/** "14:05" in the zone; the all-day items have no time. */
export const timeIn = (instant: string, zone: string): string =>
  format(new TZDate(Date.parse(instant), zone), 'HH:mm');

export const dayLabel = (key: DayKey, zone: string): string => format(dayOf(key, zone), 'EEEE, MMMM d, yyyy');

/** The period's heading: "November 2026", or "Nov 22 – 28, 2026" for a week. */
export function periodLabel(view: CalendarView, key: DayKey, zone: string): string {
  if (view !== 'week') return format(dayOf(key, zone), 'MMMM yyyy');
  const days = visibleDays('week', key, zone);
  const first = dayOf(days[0]!, zone);
  const last = dayOf(days[6]!, zone);
  if (first.getFullYear() !== last.getFullYear())
    return `${format(first, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
  if (first.getMonth() !== last.getMonth())
    return `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
  return `${format(first, 'MMM d')} – ${format(last, 'd, yyyy')}`;
}

export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The schedule dialog's date and time are read in the browser's zone; from the Calendar they mean the
 * Calendar's zone. This gives the browser-local date and time of the same instant.
 */
export function fromZoneToBrowser<Values extends { startDate: string; startTime: string }>(
  values: Values,
  zone: string,
): Values {
  const [year, month, day] = values.startDate.split('-').map(Number);
  const [hours, minutes] = values.startTime.split(':').map(Number);
  const local = new Date(new TZDate(year!, month! - 1, day!, hours!, minutes!, zone).getTime());
  return { ...values, startDate: format(local, 'yyyy-MM-dd'), startTime: format(local, 'HH:mm') };
}
