import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@portal/shared-api/core';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_TEXTS,
  type NotificationSettings,
} from '@portal/shared-api/notification-settings';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { NotificationSettingsPage } from './notification-settings-page.tsx';

const user = buildUser();
const saved = (): NotificationSettings => ({
  Id: 'p1',
  UserId: user.Id,
  ...defaultNotificationSettings('Europe/Paris'),
  UpdatedAt: '2026-11-01T10:00:00.000Z',
});
const url = `/api/notificationPreferences/${user.Id}`;

describe('NotificationSettingsPage', () => {
  beforeEach(() => act(() => authStore.getState().setUser(user)));
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('keeps Save disabled until something changes, then saves the whole object', async () => {
    const calls = mockApi({
      [`GET ${url}`]: () => ({ body: saved() }),
      [`PUT ${url}`]: (request) => ({ body: { ...saved(), ...(request.body as object) } }),
    });
    renderWithProviders(<NotificationSettingsPage />, { route: '/user/notification-settings' });
    await screen.findByText('Notification Methods');
    const save = screen.getByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();
    expect(screen.getByText(NOTIFICATION_SETTINGS_TEXTS.smsUnavailable)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Social by Email' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText(NOTIFICATION_SETTINGS_TEXTS.saved)).toBeInTheDocument();
    const body = calls.calls.find((c) => c.method === 'PUT')!.body as ReturnType<
      typeof defaultNotificationSettings
    >;
    expect(body.Categories.social.email).toBe(true);
    expect(body.QuietHours.timezone).toBe('Europe/Paris');
    expect(Object.keys(body)).not.toContain('Id');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled());
  });

  it('shows quiet-hour times only while quiet hours are on, and resets to the defaults', async () => {
    mockApi({ [`GET ${url}`]: () => ({ body: { ...saved(), Frequency: 'weekly' } }) });
    renderWithProviders(<NotificationSettingsPage />, { route: '/user/notification-settings' });
    await screen.findByText('Notification Methods');
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Quiet hours' }));
    expect(screen.getByLabelText('Start time')).toHaveValue('22:00');
    expect(screen.getByLabelText('End time')).toHaveValue('08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(await screen.findByText(NOTIFICATION_SETTINGS_TEXTS.reset)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Email frequency' })).toHaveValue('immediate');
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  });

  it('shows the failure panel with Try Again when loading fails', async () => {
    let fail = true;
    mockApi({
      [`GET ${url}`]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'down' } }
          : { body: saved() },
    });
    renderWithProviders(<NotificationSettingsPage />, { route: '/user/notification-settings' });
    expect(
      await screen.findByText(NOTIFICATION_SETTINGS_TEXTS.panelTitle, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_SETTINGS_TEXTS.panelText)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Notification Methods')).toBeInTheDocument();
  });
});
