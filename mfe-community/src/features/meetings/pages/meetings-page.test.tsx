import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMeeting, buildMeetingList, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { MeetingsPage } from './meetings-page.tsx';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

function renderPage() {
  return renderWithProviders(<MeetingsPage />, { route: '/user/meetings' });
}

describe('MeetingsPage', () => {
  it('shows the title, both buttons and the tab counts', async () => {
    mockApi({
      'GET /api/meetings': () => ({
        status: 200,
        body: buildMeetingList([buildMeeting()], { upcoming: 1, past: 4 }),
      }),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Meetings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Meeting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Meeting' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past (4)' })).toBeInTheDocument();
  });

  it("says 'No upcoming meetings' when there are none", async () => {
    mockApi({ 'GET /api/meetings': () => ({ status: 200, body: buildMeetingList([]) }) });
    renderPage();
    expect(await screen.findByText('No upcoming meetings')).toBeInTheDocument();
  });

  it('shows a card with time, type, recorded flag, host, participants and the course name', async () => {
    const meeting = buildMeeting({
      Title: 'React office hours',
      StartTime: '2026-12-01T14:05:00',
      EndTime: '2026-12-01T15:05:00',
      Type: 'webinar',
      IsRecorded: true,
      Description: 'Bring questions. Course: Modern CSS Techniques',
      Host: { Id: 'u-2', Username: 'instructor' },
      Participants: [{ Id: 'u-3', Username: 'student2', Name: 'Second Student' }],
      isHost: false,
    });
    mockApi({ 'GET /api/meetings': () => ({ status: 200, body: buildMeetingList([meeting]) }) });
    renderPage();
    const card = await screen.findByRole('article', { name: 'React office hours' });
    expect(within(card).getByText(/14:05 – 15:05/)).toBeInTheDocument();
    expect(within(card).getByText('Webinar')).toBeInTheDocument();
    expect(within(card).getByText('Recorded')).toBeInTheDocument();
    expect(within(card).getByText('Host: instructor')).toBeInTheDocument();
    expect(within(card).getByText('Participants: Second Student')).toBeInTheDocument();
    expect(within(card).getByText('Course: Modern CSS Techniques')).toBeInTheDocument();
  });

  it('shows Edit and Delete only on meetings the user hosts', async () => {
    mockApi({
      'GET /api/meetings': () => ({
        status: 200,
        body: buildMeetingList([
          buildMeeting({ Title: 'Mine', isHost: true }),
          buildMeeting({ Title: 'Theirs', isHost: false, Host: { Id: 'u-9', Username: 'instructor' } }),
        ]),
      }),
    });
    renderPage();
    const mine = await screen.findByRole('article', { name: 'Mine' });
    const theirs = screen.getByRole('article', { name: 'Theirs' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("labels Join 'Not Started' and disables it more than 15 minutes before the start", async () => {
    mockApi({
      'GET /api/meetings': () => ({
        status: 200,
        body: buildMeetingList([
          buildMeeting({ Title: 'Later', StartTime: inMinutes(60), EndTime: inMinutes(120) }),
          buildMeeting({ Title: 'Soon', StartTime: inMinutes(10), EndTime: inMinutes(70) }),
        ]),
      }),
    });
    renderPage();
    const later = await screen.findByRole('article', { name: 'Later' });
    expect(within(later).getByRole('button', { name: 'Not Started' })).toBeDisabled();
    const soon = screen.getByRole('article', { name: 'Soon' });
    expect(within(soon).getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('disables Copy Link without a meeting URL', async () => {
    mockApi({
      'GET /api/meetings': () => ({
        status: 200,
        body: buildMeetingList([buildMeeting({ Title: 'No link', MeetingUrl: null })]),
      }),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'No link' });
    expect(within(card).getByRole('button', { name: 'Copy Link' })).toBeDisabled();
  });

  it("refuses to schedule without a title: 'Please fill in all required fields'", async () => {
    let posted = false;
    mockApi({
      'GET /api/meetings': () => ({ status: 200, body: buildMeetingList([]) }),
      'POST /api/meetings': () => {
        posted = true;
        return { status: 201, body: buildMeeting() };
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Meeting' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Meeting' }));
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBeGreaterThan(0);
    expect(posted).toBe(false);
  });

  it('schedules a meeting and confirms it', async () => {
    let body: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/meetings': () => ({ status: 200, body: buildMeetingList([]) }),
      'POST /api/meetings': (request: { body?: unknown }) => {
        body = request.body as Record<string, unknown>;
        return { status: 201, body: buildMeeting({ Title: 'Exam prep' }) };
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Meeting' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Exam prep');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Meeting' }));
    expect(await screen.findByText('Meeting scheduled successfully!')).toBeInTheDocument();
    expect(body).toMatchObject({ Title: 'Exam prep', Type: 'group', IsRecorded: false });
  });

  it("answers 'Invalid meeting ID' when the join dialog has no meeting ID", async () => {
    mockApi({ 'GET /api/meetings': () => ({ status: 200, body: buildMeetingList([]) }) });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Join Meeting' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect((await screen.findAllByText('Invalid meeting ID')).length).toBeGreaterThan(0);
  });

  it('deletes a hosted meeting after confirmation', async () => {
    let deleted = false;
    mockApi({
      'GET /api/meetings': () => ({
        status: 200,
        body: buildMeetingList(deleted ? [] : [buildMeeting({ Title: 'Mine', isHost: true })]),
      }),
      'DELETE /api/meetings/:id': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Mine' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Meeting deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mine' })).not.toBeInTheDocument());
  });

  it('shows a failure with Try Again that reloads the list', async () => {
    let failing = true;
    mockApi({
      'GET /api/meetings': () =>
        failing
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: 'Server unavailable' },
            }
          : { status: 200, body: buildMeetingList([]) },
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('No upcoming meetings')).toBeInTheDocument();
  });
});
