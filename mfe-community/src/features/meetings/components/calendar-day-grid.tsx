import { useId, type KeyboardEvent } from 'react';
import { Box, Grid, VisuallyHidden } from '@portal/shared-ui';
import type { CalendarItem } from '@portal/shared-api/calendar';
import { useFocusDay } from '../hooks/use-calendar-focus-day.ts';
import { keyTarget, visibleDays, WEEKDAY_LABELS, type DayKey } from '../utils/calendar-dates.ts';
import { DayCell } from './calendar-day-cell.tsx';

type DayGridProps = {
  view: 'month' | 'week';
  zone: string;
  focused: DayKey;
  today: DayKey;
  itemsByDay: Map<DayKey, CalendarItem[]>;
  /** The id of the period's heading ("November 2026"), the grid's name. */
  labelledBy: string;
  isBusy: boolean;
  onFocusDay: (day: DayKey) => void;
  onSchedule: (day: DayKey) => void;
};

const COLUMNS = 'repeat(7, minmax(0, 1fr))';

/**
 * The month (six weeks) or the week as an ARIA grid: one tab stop, the focused day; the arrow keys move a day
 * or a week, Page Up and Page Down a month, Home and End to the week's first and last day.
 */
export function DayGrid({
  view,
  zone,
  focused,
  today,
  itemsByDay,
  labelledBy,
  isBusy,
  onFocusDay,
  onSchedule,
}: DayGridProps) {
  const hintId = useId();
  const { gridRef, focusAfterRender } = useFocusDay(focused);
  const days = visibleDays(view, focused, zone);
  const month = focused.slice(0, 7);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyTarget(event, focused, zone);
    if (!next) return;
    event.preventDefault();
    focusAfterRender();
    onFocusDay(next);
  };

  return (
    <Box
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      aria-busy={isBusy || undefined}
      borderBottomWidth="1px"
      borderInlineEndWidth="1px"
      borderRadius="l2"
      overflow="hidden"
      onKeyDown={onKeyDown}
    >
      <VisuallyHidden id={hintId}>
        Use the arrow keys to move between days, Page Up and Page Down to change the month, Home and End to go
        to the start or end of the week. The selected day’s items are listed after the calendar.
      </VisuallyHidden>
      <Grid role="row" templateColumns={COLUMNS}>
        {WEEKDAY_LABELS.map((name) => (
          <Box
            key={name}
            role="columnheader"
            aria-label={name}
            p={{ base: '1', md: '1.5' }}
            borderTopWidth="1px"
            borderInlineStartWidth="1px"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textAlign="center"
          >
            <span aria-hidden="true">{name.slice(0, 3)}</span>
          </Box>
        ))}
      </Grid>
      {weeks.map((week) => (
        <Grid key={week[0]} role="row" templateColumns={COLUMNS}>
          {week.map((day) => (
            <DayCell
              key={day}
              day={day}
              zone={zone}
              items={itemsByDay.get(day) ?? []}
              limit={view === 'week' ? 20 : 3}
              minH={view === 'week' ? '64' : '28'}
              isFocused={day === focused}
              isToday={day === today}
              isOutside={view === 'month' && !day.startsWith(month)}
              onFocusDay={onFocusDay}
              onSchedule={onSchedule}
            />
          ))}
        </Grid>
      ))}
    </Box>
  );
}
