import { useEffect, useRef } from 'react';
import type { DayKey } from '../utils/calendar-dates.ts';

/**
 * Roving focus for the day grid: after a key press moved the focused day (maybe into another month, which
 * renders a new grid), the new day's cell takes the keyboard focus once it is on screen.
 */
export function useFocusDay(focused: DayKey) {
  const gridRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`);
    if (cell) {
      cell.focus();
      pending.current = false;
    }
  });
  return { gridRef, focusAfterRender: () => (pending.current = true) };
}
