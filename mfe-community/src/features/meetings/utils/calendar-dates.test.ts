import type { CalendarItem } from '@portal/shared-api/calendar';
import {
  dayKeyAt,
  fromZoneToBrowser,
  itemsByDay,
  keyTarget,
  periodLabel,
  rangeOf,
  shiftPeriod,
  timeIn,
  visibleDays,
} from './calendar-dates.ts';

const item = (overrides: Partial<CalendarItem>): CalendarItem => ({
  Id: 'meeting-1',
  Kind: 'meeting',
  Title: 'Study group',
  Start: '2026-11-25T18:00:00.000Z',
  End: '2026-11-25T19:00:00.000Z',
  AllDay: false,
  Url: '/user/meetings/1',
  ...overrides,
});

describe('calendar dates', () => {
  it('counts days in the zone, not in UTC', () => {
    // 20:30 UTC on the 14th is already the 15th in Auckland (+13:00 in November) and still the 14th in LA.
    expect(dayKeyAt('2026-11-14T20:30:00Z', 'Pacific/Auckland')).toBe('2026-11-15');
    expect(dayKeyAt('2026-11-14T20:30:00Z', 'America/Los_Angeles')).toBe('2026-11-14');
    expect(timeIn('2026-11-14T20:30:00Z', 'Pacific/Auckland')).toBe('09:30');
  });

  it('shows six weeks from the Sunday before the 1st, and asks for their midnights in the zone', () => {
    const days = visibleDays('month', '2026-11-18', 'Pacific/Auckland');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-11-01');
    expect(days[41]).toBe('2026-12-12');
    expect(rangeOf('month', '2026-11-18', 'Pacific/Auckland')).toEqual({
      from: '2026-10-31T11:00:00.000Z',
      to: '2026-12-12T11:00:00.000Z',
    });
    expect(rangeOf('week', '2026-11-18', 'America/Los_Angeles')).toEqual({
      from: '2026-11-15T08:00:00.000Z',
      to: '2026-11-22T08:00:00.000Z',
    });
    expect(rangeOf('agenda', '2026-11-18', 'UTC')).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('crosses a daylight-saving change without losing a day', () => {
    // Los Angeles falls back on Sunday 1 November 2026.
    const days = visibleDays('week', '2026-11-03', 'America/Los_Angeles');
    expect(days).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(rangeOf('week', '2026-11-03', 'America/Los_Angeles')).toEqual({
      from: '2026-11-01T07:00:00.000Z',
      to: '2026-11-08T08:00:00.000Z',
    });
  });

  it('moves the focused day as the grid keys say', () => {
    const zone = 'UTC';
    const at = (key: string, shiftKey = false) => keyTarget({ key, shiftKey }, '2026-11-18', zone);
    expect(at('ArrowLeft')).toBe('2026-11-17');
    expect(at('ArrowRight')).toBe('2026-11-19');
    expect(at('ArrowUp')).toBe('2026-11-11');
    expect(at('ArrowDown')).toBe('2026-11-25');
    expect(at('PageUp')).toBe('2026-10-18');
    expect(at('PageDown')).toBe('2026-12-18');
    expect(at('PageDown', true)).toBe('2027-11-18');
    expect(at('Home')).toBe('2026-11-15');
    expect(at('End')).toBe('2026-11-21');
    expect(at('a')).toBeNull();
    // The 31st a month on is the month's last day.
    expect(keyTarget({ key: 'PageDown' }, '2026-01-31', zone)).toBe('2026-02-28');
    expect(shiftPeriod('week', '2026-11-18', 1, zone)).toBe('2026-11-25');
    expect(shiftPeriod('month', '2026-11-18', -1, zone)).toBe('2026-10-18');
  });

  it('puts deadlines on their day and meetings on every day they cover', () => {
    const byDay = itemsByDay(
      [
        item({ Id: 'goal-1', Kind: 'goal', Start: '2026-11-20T10:59:59.999Z', End: null, AllDay: true }),
        // 11:00 on the 22nd to 01:00 on the 23rd in Auckland.
        item({ Id: 'meeting-2', Start: '2026-11-21T22:00:00Z', End: '2026-11-22T12:00:00Z' }),
        item({ Id: 'meeting-3', Start: '2026-11-23T10:00:00Z', End: '2026-11-23T11:00:00Z' }),
      ],
      'Pacific/Auckland',
    );
    expect(byDay.get('2026-11-20')?.map((i) => i.Id)).toEqual(['goal-1']);
    expect(byDay.get('2026-11-22')?.map((i) => i.Id)).toEqual(['meeting-2']);
    // 23:00 to midnight in Auckland: the 23rd only, not the 24th.
    expect(byDay.get('2026-11-23')?.map((i) => i.Id)).toEqual(['meeting-2', 'meeting-3']);
    expect(byDay.get('2026-11-24')).toBeUndefined();
  });

  it('names the period shown', () => {
    expect(periodLabel('month', '2026-11-18', 'UTC')).toBe('November 2026');
    expect(periodLabel('week', '2026-11-18', 'UTC')).toBe('Nov 15 – 21, 2026');
    expect(periodLabel('week', '2026-11-30', 'UTC')).toBe('Nov 29 – Dec 5, 2026');
    expect(periodLabel('week', '2026-12-30', 'UTC')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
});

describe('fromZoneToBrowser', () => {
  it('gives the browser-local date and time of the instant typed in the calendar’s zone', () => {
    const values = { title: 'x', startDate: '2026-11-25', startTime: '10:00' };
    const local = fromZoneToBrowser(values, 'Pacific/Auckland');
    // 10:00 on the 25th in Auckland (+13:00) is 21:00 UTC on the 24th.
    expect(new Date(`${local.startDate}T${local.startTime}:00`).toISOString()).toBe(
      '2026-11-24T21:00:00.000Z',
    );
    expect(local.title).toBe('x');
  });
});
