import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { FEEDBACK_TEXTS } from '@portal/shared-api/help';
import { FeedbackPage } from './feedback-page.tsx';

const ok = () =>
  mockApi({
    'POST /api/feedback': (request) => ({ status: 201, body: { Id: 'f1', ...(request.body as object) } }),
  });

describe('FeedbackPage', () => {
  it('sends a bug with its priority (medium by default), then thanks and offers an empty form again', async () => {
    const calls = ok();
    renderWithProviders(<FeedbackPage />, { route: '/user/feedback' });
    expect(screen.queryByLabelText('Priority')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Bug report/ }));
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText(/Subject/), 'Video stalls');
    await userEvent.type(screen.getByLabelText(/Message/), 'At 2:10 in lesson 3.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(FEEDBACK_TEXTS.thanks)).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'POST')!.body).toEqual({
      Type: 'bug',
      Rating: 4,
      Subject: 'Video stalls',
      Message: 'At 2:10 in lesson 3.',
      Email: null,
      Priority: 'medium',
    });
    await userEvent.click(screen.getByRole('button', { name: FEEDBACK_TEXTS.another }));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
  });

  it('asks for a subject and a message, and a real email address when one is given', async () => {
    const calls = ok();
    renderWithProviders(<FeedbackPage />, { route: '/user/feedback' });
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(FEEDBACK_TEXTS.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(FEEDBACK_TEXTS.messageRequired)).toBeInTheDocument();
    expect(screen.getByText(FEEDBACK_TEXTS.emailInvalid)).toBeInTheDocument();
    expect(calls.calls).toHaveLength(0);
  });

  it('keeps what was typed when sending fails', async () => {
    mockApi({ 'POST /api/feedback': () => ({ status: 500, body: { message: 'Database unavailable' } }) });
    renderWithProviders(<FeedbackPage />, { route: '/user/feedback' });
    await userEvent.type(screen.getByLabelText(/Subject/), 'Hello');
    await userEvent.type(screen.getByLabelText(/Message/), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(FEEDBACK_TEXTS.failed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Subject/)).toHaveValue('Hello'));
  });
});
