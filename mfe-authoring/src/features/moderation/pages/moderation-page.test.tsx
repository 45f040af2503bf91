import { screen, waitFor, within } from '@testing-library/react';
import {
  buildModerationReport,
  buildPendingReview,
  buildSummary,
  list,
  ok,
  ROUTES,
} from '../testing/moderation-fixtures.ts';
import { renderPage } from '../testing/render-moderation-page.tsx';

describe('ModerationPage: pending reviews', () => {
  it('shows the heading and the three queues with their counts', async () => {
    renderPage({
      [ROUTES.summary]: ok(buildSummary({ pendingReviews: 3, openReports: 5, openFeedback: 2 })),
    });
    expect(screen.getByRole('heading', { name: 'Moderation' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Pending reviews.*\(3\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /Reports.*\(5\)/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Feedback.*\(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toBeInTheDocument();
  });

  it("shows 'No pending reviews' when the queue is empty", async () => {
    renderPage({});
    expect(await screen.findByText('No pending reviews')).toBeInTheDocument();
  });

  it('lists a pending review with its course link, score and words, and approves it', async () => {
    const review = buildPendingReview({
      Slug: 'great-course',
      Title: 'Great pacing',
      Review: 'Short lessons that stick.',
      Score: 4,
      Entity: { Title: 'PostgreSQL for Developers', Url: '/courses/postgresql', Image: null },
    });
    let pending = [review];
    const { api, user } = renderPage({
      [ROUTES.pending]: () => ({ status: 200, body: list.reviews(pending) }),
      [ROUTES.approve]: () => {
        pending = [];
        return { status: 200, body: { ...review, Status: 'published', IsApproved: true } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Great pacing' });
    expect(within(card).getByRole('link', { name: 'PostgreSQL for Developers' })).toHaveAttribute(
      'href',
      '/courses/postgresql',
    );
    expect(within(card).getByText('Short lessons that stick.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Score: 4 out of 5' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Approve Great pacing' }));
    expect(await screen.findByText('Review approved')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/ratings/great-course/approve')).toBe(
      true,
    );
    expect(await screen.findByText('No pending reviews')).toBeInTheDocument();
  });

  it('asks for a reason before rejecting and sends it', async () => {
    const review = buildPendingReview({ Slug: 'off-topic', Title: 'Buy my course' });
    const { api, user } = renderPage({
      [ROUTES.pending]: ok(list.reviews([review])),
      [ROUTES.reject]: ok({ ...review, Status: 'rejected' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Buy my course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for the rejection')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/reject'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Advertising  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Review rejected')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/ratings/off-topic/reject');
    expect(call?.body).toEqual({ Reason: 'Advertising' });
  });

  it('shows the error with a retry when the queue cannot load', async () => {
    renderPage({
      [ROUTES.pending]: () => ({
        status: 500,
        body: { statusCode: 500, error: 'Error', message: 'The database is unavailable.' },
      }),
    });
    expect((await screen.findAllByText('Failed to load the moderation queue')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('ModerationPage: reports', () => {
  const route = '/admin/moderation?tab=reports';

  it('shows a report with its reason, details, reporter and a link to the content and its author', async () => {
    renderPage({ [ROUTES.reports]: ok(list.reports([buildModerationReport()])) }, route);
    const card = await screen.findByRole('article', { name: 'Inappropriate content' });
    expect(within(card).getByText('Spam links everywhere.')).toBeInTheDocument();
    expect(within(card).getByText(/Reported by Maya Chen/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Buy followers now/ })).toHaveAttribute(
      'href',
      '/user/social',
    );
    expect(within(card).getByText(/by Lucas Moreau/)).toBeInTheDocument();
  });

  it("shows 'No open reports' and loads the closed ones from the filter", async () => {
    const { api, user } = renderPage({}, route);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.status).toBe('closed'));
    expect(await screen.findByText('No closed reports')).toBeInTheDocument();
  });

  it('hides the content after a confirmation', async () => {
    const report = buildModerationReport({ Id: 'r1' });
    const { api, user } = renderPage(
      {
        [ROUTES.reports]: ok(list.reports([report])),
        [ROUTES.hide]: ok({ ...report, Status: 'resolved' }),
      },
      route,
    );
    const card = await screen.findByRole('article', { name: 'Inappropriate content' });
    await user.click(within(card).getByRole('button', { name: 'Hide content' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hide this content?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide content' }));
    expect(await screen.findByText('Content hidden')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/moderation/reports/r1/hide')).toBe(true);
  });

  it('dismisses a report and offers no Hide for a course-level report', async () => {
    const course = buildModerationReport({
      Id: 'r2',
      ReasonLabel: 'Copyright violation',
      Target: { Kind: 'course', Title: 'SQL', Url: '/courses/sql', Author: null, Hidden: false },
    });
    const { api, user } = renderPage(
      {
        [ROUTES.reports]: ok(list.reports([course])),
        [ROUTES.dismiss]: ok({ ...course, Status: 'dismissed' }),
      },
      route,
    );
    const card = await screen.findByRole('article', { name: 'Copyright violation' });
    expect(within(card).queryByRole('button', { name: 'Hide content' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Warn author' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/moderation/reports/r2/dismiss')).toBe(true);
  });

  it('warns the author with a required message', async () => {
    const report = buildModerationReport({ Id: 'r3' });
    const { api, user } = renderPage(
      { [ROUTES.reports]: ok(list.reports([report])), [ROUTES.warn]: ok({ ...report, Status: 'resolved' }) },
      route,
    );
    const card = await screen.findByRole('article', { name: 'Inappropriate content' });
    await user.click(within(card).getByRole('button', { name: 'Warn author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn the author' });
    await user.click(within(dialog).getByRole('button', { name: 'Warn author' }));
    expect(await within(dialog).findByText('Please write a message to the author')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please stay on topic.');
    await user.click(within(dialog).getByRole('button', { name: 'Warn author' }));
    expect(await screen.findByText('Warning sent to the author')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/moderation/reports/r3/warn')?.body).toEqual({
      message: 'Please stay on topic.',
    });
  });
});
