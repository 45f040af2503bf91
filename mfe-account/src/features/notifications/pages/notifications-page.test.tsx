import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@portal/shared-api/core';
import { emitLiveEvent } from '@portal/shared-api/live';
import { buildNotification, buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { NOTIFICATION_TEXTS, type Notification } from '@portal/shared-api/notifications';
import { NotificationsPage } from './notifications-page.tsx';

const user = buildUser();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
/** The n-th notification, filed n × 5 minutes ago. */
const notification = (n: number, overrides: Partial<Notification> = {}): Notification =>
  buildNotification({
    Id: `n${n}`,
    Slug: `notification-${n}`,
    Title: `Notification ${n}`,
    CreatedAt: minutesAgo(n * 5),
    ...overrides,
  });

function api(list: Notification[] | 'fail', overrides: Parameters<typeof mockApi>[0] = {}) {
  let current = list;
  const handle = mockApi({
    'GET /api/notifications': () =>
      current === 'fail' ? { status: 500, body: { message: 'Database unavailable' } } : { body: current },
    'PUT /api/notifications/:slug': (request) => ({ body: request.body }),
    [`PUT /api/notifications/mark-all-read/${user.Slug}`]: () => ({ body: { Updated: 2 } }),
    'DELETE /api/notifications/:slug': () => ({ status: 204 }),
    ...overrides,
  });
  return { ...handle, replace: (next: Notification[]) => (current = next) };
}
const render = (route = '/user/notifications') => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(<NotificationsPage />, { route });
};

describe('NotificationsPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('lists them with unread ones marked, the Urgent badge, time-ago, the action link and tab counts', async () => {
    api([
      notification(1, { Priority: 'urgent', Title: 'Payment failed', ActionUrl: '/user/billing' }),
      notification(2, { IsRead: true, Title: 'Welcome' }),
    ]);
    render();
    const urgent = await screen.findByRole('listitem', { name: 'Unread: Payment failed' });
    expect(within(urgent).getByText('Urgent')).toBeInTheDocument();
    expect(within(urgent).getByText('5m ago')).toBeInTheDocument();
    expect(within(urgent).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/user/billing',
    );
    expect(screen.getByRole('listitem', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('shows each tab’s empty text', async () => {
    api([notification(1, { IsRead: true })]);
    render('/user/notifications?tab=unread');
    expect(await screen.findByText(NOTIFICATION_TEXTS.emptyUnread)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All (1)' }));
    expect(await screen.findByRole('listitem', { name: 'Notification 1' })).toBeInTheDocument();
  });

  it('filters by type and priority from the URL, in the browser', async () => {
    api([
      notification(1, { Type: 'course' }),
      notification(2, { Type: 'course', Priority: 'high' }),
      notification(3),
    ]);
    render('/user/notifications?type=course&priority=high');
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
  });

  it('marks one read by saving it back whole, marks all read, and deletes, with the toasts', async () => {
    const calls = api([notification(1), notification(2)]);
    render();
    const first = await screen.findByRole('listitem', { name: 'Unread: Notification 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.markedRead)).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      ...notification(1),
      CreatedAt: expect.any(String),
      IsRead: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.allRead)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.deleted)).toBeInTheDocument();
    expect(
      calls.calls.some((c) => c.method === 'DELETE' && c.path === '/api/notifications/notification-1'),
    ).toBe(true);
  });

  it('says so when an action fails', async () => {
    api([notification(1)], {
      'DELETE /api/notifications/:slug': () => ({ status: 500, body: { message: 'x' } }),
    });
    render();
    const first = await screen.findByRole('listitem', { name: 'Unread: Notification 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.deleteFailed)).toBeInTheDocument();
  });

  it('refuses to update a notification without a slug, with the product’s message, and sends nothing', async () => {
    const calls = api([notification(1, { Slug: '' })]);
    render();
    const first = await screen.findByRole('listitem', { name: 'Unread: Notification 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.markReadFailed)).toBeInTheDocument();
    expect(screen.getByText('Notification slug is required for updating')).toBeInTheDocument();
    expect(calls.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a notification announced by the live stream without a reload', async () => {
    const server = api([notification(1)]);
    render();
    await screen.findByRole('listitem', { name: 'Unread: Notification 1' });
    server.replace([
      notification(0, { Title: 'Just arrived', CreatedAt: new Date().toISOString() }),
      notification(1),
    ]);
    act(() => emitLiveEvent('unread', { count: 2 }));
    expect(await screen.findByRole('listitem', { name: 'Unread: Just arrived' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 unread')).toBeInTheDocument());
  });

  it('says the list could not be fetched', async () => {
    api('fail');
    render();
    expect(await screen.findByText(NOTIFICATION_TEXTS.fetchFailed)).toBeInTheDocument();
  });
});
