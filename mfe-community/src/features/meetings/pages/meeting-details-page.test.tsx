import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared-ui/router';
import { buildMeeting, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { MeetingDetailsPage } from './meeting-details-page.tsx';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/user/meetings/:id" element={<MeetingDetailsPage />} />
    </Routes>,
    { route: path },
  );
}

describe('MeetingDetailsPage', () => {
  it('shows the meeting with its meeting ID, passcode, Join and Copy Link', async () => {
    const meeting = buildMeeting({
      Title: 'Node.js office hours',
      MeetingId: '888-346-465',
      Passcode: 'a1b2c3',
      StartTime: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    mockApi({ 'GET /api/meetings/:id': () => ({ status: 200, body: meeting }) });
    renderAt(`/user/meetings/${meeting.Id}`);
    expect(await screen.findByRole('heading', { name: 'Node.js office hours' })).toBeInTheDocument();
    expect(screen.getByText('Meeting ID: 888-346-465')).toBeInTheDocument();
    expect(screen.getByText('Passcode: a1b2c3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeEnabled();
  });

  it('joins the meeting and confirms it', async () => {
    const meeting = buildMeeting({
      StartTime: new Date(Date.now() + 5 * 60_000).toISOString(),
      isHost: false,
    });
    const api = mockApi({
      'GET /api/meetings/:id': () => ({ status: 200, body: meeting }),
      'POST /api/meetings/join': () => ({ status: 200, body: meeting }),
    });
    renderAt(`/user/meetings/${meeting.Id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joined meeting successfully!')).toBeInTheDocument();
    const join = api.calls.find((call) => call.path === '/api/meetings/join');
    expect(join?.body).toMatchObject({ meetingId: meeting.MeetingId, passcode: meeting.Passcode });
  });

  it('offers to join with the passcode when a shared link points at a meeting the user is not in', async () => {
    mockApi({
      'GET /api/meetings/:id': () => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'The requested meeting could not be found.' },
      }),
    });
    renderAt('/user/meetings/113-507-582');
    expect(await screen.findByText('The requested meeting could not be found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join Meeting' }));
    expect(await screen.findByLabelText(/Meeting ID/)).toHaveValue('113-507-582');
  });

  it("offers the meeting as an .ics file with 'Add to calendar'", async () => {
    const meeting = buildMeeting({ Title: 'Exam prep' });
    mockApi({ 'GET /api/meetings/:id': () => ({ status: 200, body: meeting }) });
    renderAt(`/user/meetings/${meeting.Id}`);
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', `/api/meetings/${meeting.Id}/ics`);
    expect(link).toHaveAttribute('download');
  });
});
