// The calendar itself: toolbar, the month or week grid (or the agenda), the focused day's panel, and the
// Schedule Meeting dialog opened from a day.
import { useId, useMemo, useState } from 'react';
import { EmptyState, Stack, Text, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, QueryState } from '@portal/shared-ui/data';
import { CALENDAR_TEXTS, useCalendar } from '@portal/shared-api/calendar';
import { MEETING_TEXTS, MEETING_TOAST_DURATION_MS } from '@portal/shared-api/meetings';
// The Calendar is the meetings feature's month/week view: it schedules with the Meetings page's own dialog
// and actions (one form and one set of toasts for scheduling).
import { useMeetingActions } from '../hooks/use-meeting-actions.ts';
import { MeetingFormDialog } from './meeting-form-dialog.tsx';
import { useCalendarState } from '../hooks/use-calendar-state.ts';
import {
  fromZoneToBrowser,
  itemsByDay,
  periodLabel,
  rangeOf,
  todayKey,
  type DayKey,
} from '../utils/calendar-dates.ts';
import { AgendaList } from './calendar-agenda-list.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { DayGrid } from './calendar-day-grid.tsx';
import { DayPanel } from './calendar-day-panel.tsx';

export function CalendarBoard({ zone }: { zone: string }) {
  const headingId = useId();
  const state = useCalendarState(zone);
  const { view, focused } = state;
  const range = rangeOf(view, focused, zone);
  const calendar = useCalendar(range.from, range.to);
  const actions = useMeetingActions();
  const [scheduleDay, setScheduleDay] = useState<DayKey | null>(null);
  const today = todayKey(zone);
  const items = calendar.data?.items;
  const byDay = useMemo(() => itemsByDay(items ?? [], zone), [items, zone]);
  const month = focused.slice(0, 7);
  const agendaEmpty = ![...byDay.keys()].some((day) => day.startsWith(month));

  return (
    <Stack gap="4">
      <CalendarToolbar
        view={view}
        period={periodLabel(view, focused, zone)}
        headingId={headingId}
        onPrevious={state.previous}
        onToday={state.today}
        onNext={state.next}
        onViewChange={state.setView}
      />
      <QueryState
        query={calendar}
        errorTitle={CALENDAR_TEXTS.loadFailed}
        loading={<CardGridSkeleton count={1} columns={1} height="xl" label="Loading your calendar" />}
        isEmpty={() => view === 'agenda' && agendaEmpty}
        empty={<EmptyState title={CALENDAR_TEXTS.empty} description={CALENDAR_TEXTS.emptyHint} />}
      >
        {(data) =>
          view === 'agenda' ? (
            <AgendaList zone={zone} today={today} itemsByDay={byDay} month={month} />
          ) : (
            <Stack gap="4">
              {data.items.length === 0 ? (
                <Text color="fg.muted" role="status">
                  {CALENDAR_TEXTS.empty}. {CALENDAR_TEXTS.emptyHint}
                </Text>
              ) : null}
              <DayGrid
                view={view}
                zone={zone}
                focused={focused}
                today={today}
                itemsByDay={byDay}
                labelledBy={headingId}
                isBusy={calendar.isLoading}
                onFocusDay={state.setFocused}
                onSchedule={setScheduleDay}
              />
              <DayPanel
                day={focused}
                zone={zone}
                items={byDay.get(focused) ?? []}
                onSchedule={setScheduleDay}
              />
            </Stack>
          )
        }
      </QueryState>
      <MeetingFormDialog
        open={scheduleDay !== null}
        meeting={null}
        initialDate={scheduleDay ?? undefined}
        onClose={() => setScheduleDay(null)}
        onSubmit={async (values) => {
          // The day and time typed are the Calendar's zone's, as every time on this page.
          if (!(await actions.save(null, fromZoneToBrowser(values, zone)))) return;
          setScheduleDay(null);
          await calendar.mutate();
        }}
        onInvalid={() =>
          toaster.create({
            type: 'error',
            title: MEETING_TEXTS.requiredFields,
            duration: MEETING_TOAST_DURATION_MS,
          })
        }
      />
    </Stack>
  );
}
