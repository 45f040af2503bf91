import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarItem } from '@portal/shared-api/calendar';
import { DEFAULT_USER_SETTINGS } from '@portal/shared-api/settings';
import { buildMeeting, mockApi, type MockHandler } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { dayLabel, keyTarget, shiftDays, todayKey } from '../utils/calendar-dates.ts';
import { CalendarPage } from './calendar-page.tsx';

const ZONE = 'Pacific/Auckland';
const HOUR = 3_600_000;

/** An instant on a day in the zone, at an hour of that day (Auckland is 12 or 13 hours ahead of UTC). */
function at(day: string, hour: number): string {
  const guess = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const shown = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  }).format(new Date(guess));
  const [date, time] = shown.split(', ');
  const offsetHours = (Date.parse(`${date}T${time}:00:00Z`) - guess) / HOUR;
  return new Date(guess - offsetHours * HOUR).toISOString();
}

const meetingItem = (day: string, overrides: Partial<CalendarItem> = {}): CalendarItem => ({
  Id: 'meeting-7',
  Kind: 'meeting',
  Title: 'Study group',
  Start: at(day, 8),
  End: at(day, 9),
  AllDay: false,
  Url: '/user/meetings/7',
  ...overrides,
});

function mock(items: CalendarItem[] | MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/settings': () => ({ body: { ...DEFAULT_USER_SETTINGS, TimeZone: ZONE } }),
    'GET /api/calendar': typeof items === 'function' ? items : () => ({ body: { items } }),
    ...extra,
  });
}

const cellOf = (day: string) => screen.getByRole('gridcell', { name: new RegExp(`^${dayLabel(day, ZONE)}`) });

function renderPage() {
  return renderWithProviders(<CalendarPage />, { route: '/user/calendar' });
}

describe('CalendarPage', () => {
  const today = todayKey(ZONE);

  it('shows the month in the user’s saved zone, each item on its day there', async () => {
    // 08:00 in Auckland is the evening before in UTC: the meeting belongs to today's cell.
    const api = mock([
      meetingItem(today),
      {
        Id: 'goal-1',
        Kind: 'goal',
        Title: 'Finish React',
        Start: at(today, 23),
        End: null,
        AllDay: true,
        Url: '/user/achievements',
      },
    ]);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Calendar', level: 1 })).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    expect(screen.getByText(/Times are in Pacific\/Auckland/)).toBeInTheDocument();
    const cell = within(grid).getByRole('gridcell', {
      name: new RegExp(`^${dayLabel(today, ZONE)}, today, 2 items`),
    });
    const link = within(cell).getByRole('link', { name: /08:00 Study group \(Meeting\)/ });
    expect(link).toHaveAttribute('href', '/user/meetings/7');
    expect(within(cell).getByRole('link', { name: /Finish React \(Goal deadline\)/ })).toHaveAttribute(
      'href',
      '/user/achievements',
    );
    expect(cell).toHaveAttribute('aria-current', 'date');
    expect(cell).toHaveAttribute('tabindex', '0');
    // The range asked is the six weeks shown, from midnight to midnight in Auckland.
    const { from, to } = api.calls.find((call) => call.path === '/api/calendar')!.query;
    expect(Date.parse(to!) - Date.parse(from!)).toBeGreaterThanOrEqual(42 * 24 * HOUR - HOUR);
    expect(Date.parse(to!) - Date.parse(from!)).toBeLessThanOrEqual(42 * 24 * HOUR + HOUR);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, timeStyle: 'short' }).format(new Date(from!)),
    ).toBe('00:00');
    // The day panel lists the focused day's items as links with their times.
    const panel = screen.getByRole('region', { name: dayLabel(today, ZONE) });
    expect(within(panel).getByText('08:00')).toBeInTheDocument();
    expect(within(panel).getByText('All day')).toBeInTheDocument();
  });

  it('moves between days with the arrow keys, Home and End, and between months with Page Up and Page Down', async () => {
    mock([]);
    renderPage();
    await screen.findByRole('grid');
    const start = cellOf(today);
    act(() => start.focus());
    const press = async (key: string, from: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      const next = keyTarget({ key }, from, ZONE)!;
      await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', next));
      expect(document.activeElement).toHaveAttribute('tabindex', '0');
      expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
      return next;
    };
    let day = await press('ArrowRight', today);
    expect(day).toBe(shiftDays(today, 1, ZONE));
    day = await press('ArrowDown', day);
    day = await press('ArrowLeft', day);
    day = await press('ArrowUp', day);
    expect(day).toBe(today);
    day = await press('Home', day);
    day = await press('End', day);
    const month = screen.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).textContent;
    day = await press('PageDown', day);
    expect(screen.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).textContent).not.toBe(
      month,
    );
    await press('PageUp', day);
    expect(screen.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).textContent).toBe(month);
    // Only the focused day is in the tab order.
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });

  it('says when nothing is scheduled, and shows the agenda’s empty state', async () => {
    mock([]);
    const { user } = renderPage();
    expect(await screen.findByText(/Nothing scheduled in this period/)).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(
      await screen.findByRole('heading', { name: 'Nothing scheduled in this period' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('lists the month’s days with items in the agenda and shows a week of seven days', async () => {
    mock([meetingItem(today)]);
    const { user } = renderPage();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByRole('gridcell')).toHaveLength(7));
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    const day = await screen.findByRole('region', { name: dayLabel(today, ZONE) });
    expect(within(day).getByText(/08:00 – 09:00/)).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: /Study group/ })).toHaveAttribute(
      'href',
      '/user/meetings/7',
    );
  });

  it('shows a failure with Try Again that loads the calendar again', async () => {
    let failing = true;
    mock(() =>
      failing
        ? {
            status: 500,
            body: { statusCode: 500, error: 'Internal Server Error', message: 'Server unavailable' },
          }
        : { body: { items: [] } },
    );
    const { user } = renderPage();
    expect(await screen.findByText('Unable to load your calendar')).toBeInTheDocument();
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it('schedules a meeting from a day cell, with the day filled in, and shows it on the calendar', async () => {
    const day = shiftDays(today, 2, ZONE);
    let items: CalendarItem[] = [];
    let body: Record<string, unknown> | undefined;
    const api = mock(() => ({ body: { items } }), {
      'POST /api/meetings': (request) => {
        body = request.body as Record<string, unknown>;
        items = [meetingItem(day, { Title: 'Exam prep' })];
        return { status: 201, body: buildMeeting({ Title: 'Exam prep' }) };
      },
    });
    const { user } = renderPage();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: `Schedule meeting on ${dayLabel(day, ZONE)}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue(day);
    await user.type(within(dialog).getByLabelText(/Title/), 'Exam prep');
    fireEvent.change(within(dialog).getByLabelText(/Start time/), { target: { value: '10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meeting' }));
    expect(await screen.findByText('Meeting scheduled successfully!')).toBeInTheDocument();
    expect(body).toMatchObject({ Title: 'Exam prep', Type: 'group' });
    // 10:00 on that day in the calendar's zone (Auckland), whatever the browser's zone.
    expect(body?.StartTime).toBe(at(day, 10));
    await waitFor(() =>
      expect(within(cellOf(day)).getByRole('link', { name: /Exam prep/ })).toBeInTheDocument(),
    );
    expect(api.calls.filter((call) => call.path === '/api/calendar').length).toBeGreaterThan(1);
  });

  it('follows the browser’s zone when the user has not saved one', async () => {
    mockApi({
      'GET /api/settings': () => ({ body: DEFAULT_USER_SETTINGS }),
      'GET /api/calendar': () => ({ body: { items: [] } }),
    });
    renderPage();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    expect(await screen.findByText(new RegExp(`Times are in ${zone}`))).toBeInTheDocument();
  });

  it('creates a subscription link shown once, copies it, and revokes it', async () => {
    let exists = false;
    const api = mock([], {
      'GET /api/calendar/feed': () => ({
        body: { Exists: exists, CreatedAt: exists ? new Date().toISOString() : null },
      }),
      'POST /api/calendar/feed': () => {
        exists = true;
        return { status: 201, body: { Url: 'http://localhost/api/calendar/secret-token.ics' } };
      },
      'DELETE /api/calendar/feed': () => {
        exists = false;
        return { status: 204 };
      },
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to your calendar' });
    expect(await within(dialog).findByText('You have no subscription link yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByLabelText('Subscription link');
    expect(field).toHaveValue('http://localhost/api/calendar/secret-token.ics');
    expect(within(dialog).getByText(/shown only once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'http://localhost/api/calendar/secret-token.ics',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText(/Subscription link revoked/)).toBeInTheDocument();
    expect(await within(dialog).findByText('You have no subscription link yet.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Subscription link')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/calendar/feed')).toBe(
      true,
    );
  });
});
