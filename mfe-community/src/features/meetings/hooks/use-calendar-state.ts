import { useState } from 'react';
import type { CalendarView } from '@portal/shared-api/calendar';
import { shiftPeriod, todayKey, type DayKey } from '../utils/calendar-dates.ts';

/** The view and the focused day (which decides the month or week shown), starting today in the zone. */
export function useCalendarState(zone: string) {
  const [view, setView] = useState<CalendarView>('month');
  const [focused, setFocused] = useState<DayKey>(() => todayKey(zone));
  return {
    view,
    focused,
    setView,
    setFocused,
    previous: () => setFocused((day) => shiftPeriod(view, day, -1, zone)),
    next: () => setFocused((day) => shiftPeriod(view, day, 1, zone)),
    today: () => setFocused(todayKey(zone)),
  };
}
