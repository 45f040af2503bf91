// The feedback tab in a file of its own: the toaster keeps at most five toasts and queues the others, so
// each file starts with a fresh one.
import { screen, within } from '@testing-library/react';
import { buildQueuedFeedback, list, ok, ROUTES } from '../testing/moderation-fixtures.ts';
import { renderPage } from '../testing/render-moderation-page.tsx';

describe('ModerationPage: feedback', () => {
  const route = '/admin/moderation?tab=feedback';

  it('shows a bug report with its priority and sender, and marks it handled', async () => {
    const item = buildQueuedFeedback({ Id: 'f1', Subject: 'Captions lag' });
    const { api, user } = renderPage(
      {
        [ROUTES.feedback]: ok(list.feedback([item])),
        [ROUTES.handle]: ok({ ...item, HandledAt: '2026-11-22T10:00:00.000Z' }),
      },
      route,
    );
    const card = await screen.findByRole('article', { name: 'Captions lag' });
    expect(within(card).getByText('Bug report')).toBeInTheDocument();
    expect(within(card).getByText('Priority: High')).toBeInTheDocument();
    expect(within(card).getByText(/From maya@example.test/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mark handled: Captions lag' }));
    expect(await screen.findByText('Feedback marked as handled')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/moderation/feedback/f1/handle')).toBe(true);
  });

  it("shows 'No feedback to handle' when nothing is open", async () => {
    renderPage({}, route);
    expect(await screen.findByText('No feedback to handle')).toBeInTheDocument();
  });
});
