import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_TEXTS, REAUTHENTICATION_REQUIRED } from '@portal/shared-api/auth';
import { authStore } from '@portal/shared-api/core';
import { mockApi, buildUser } from '@portal/shared-api/testing';
import { SECURITY_TEXTS, type LoginSession, type SecuritySettings } from '@portal/shared-api/security';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { SecurityPage } from './security-page.tsx';

const user = buildUser();
const settings = (overrides: Partial<SecuritySettings> = {}): SecuritySettings => ({
  TwoFactorEnabled: false,
  EmailNotifications: true,
  LoginAlerts: true,
  SuspiciousActivityAlerts: true,
  PasswordLastChanged: '2026-10-01T10:00:00.000Z',
  RecoveryEmail: null,
  PendingRecoveryEmail: null,
  BackupCodesRemaining: 0,
  ...overrides,
});
const session = (
  id: string,
  active: boolean,
  device: LoginSession['Device'],
  browser: string,
): LoginSession => ({
  Id: id,
  Slug: id,
  IpAddress: '203.0.113.24',
  UserAgent: browser,
  Location: 'San Francisco, United States',
  Device: device,
  Browser: browser,
  IsActive: active,
  LastActivity: new Date().toISOString(),
  CreatedAt: '2026-11-20T10:00:00.000Z',
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  let current = settings();
  let sessions = [session('s1', true, 'Desktop', 'Chrome'), session('s2', false, 'Mobile', 'Safari')];
  return mockApi({
    'GET /api/security': () => ({ body: current }),
    'GET /api/security/sessions': () => ({ body: sessions }),
    'DELETE /api/security/sessions/s2': () => {
      sessions = sessions.filter((s) => s.Id !== 's2');
      return { status: 204 };
    },
    'POST /api/security/two-factor/setup': () => ({
      body: {
        Secret: 'JBSWY3DPEHPK3PXP',
        Uri: 'otpauth://totp/Academy:a',
        QrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    }),
    'POST /api/security/two-factor/enable': (request) => {
      if ((request.body as { Code: string }).Code !== '123456')
        return {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: SECURITY_TEXTS.wrongCode },
        };
      current = settings({ TwoFactorEnabled: true, BackupCodesRemaining: 10 });
      return { body: { BackupCodes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'] } };
    },
    'PUT /api/security/alerts': (request) => {
      current = { ...current, ...(request.body as object) };
      return { body: current };
    },
    ...overrides,
  });
}

describe('SecurityPage', () => {
  beforeEach(() => act(() => authStore.getState().setUser(user)));
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('shows the four cards with the sessions from the server, this device marked', async () => {
    api();
    renderWithProviders(<SecurityPage />, { route: '/user/security' });
    expect(await screen.findByText('Password Security')).toBeInTheDocument();
    expect(screen.getByText('Security Alerts')).toBeInTheDocument();
    expect(screen.getByText('Account Recovery')).toBeInTheDocument();
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminate Safari on Mobile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Backup Codes' })).not.toBeInTheDocument();
  });

  it('terminates another session', async () => {
    const calls = api();
    renderWithProviders(<SecurityPage />, { route: '/user/security' });
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate Safari on Mobile' }));
    expect(await screen.findByText(SECURITY_TEXTS.sessionTerminated)).toBeInTheDocument();
    expect(calls.calls.some((c) => c.method === 'DELETE')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Terminate Safari on Mobile' })).not.toBeInTheDocument(),
    );
  });

  it('saves an alert switch', async () => {
    const calls = api();
    renderWithProviders(<SecurityPage />, { route: '/user/security' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Login alerts' }));
    await waitFor(() =>
      expect(calls.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        EmailNotifications: true,
        LoginAlerts: false,
        SuspiciousActivityAlerts: true,
      }),
    );
  });

  it('asks for the password and code again when the server wants it, then saves the switch', async () => {
    let confirmed = false;
    const calls = api({
      'GET /api/security': () => ({ body: settings({ TwoFactorEnabled: true, BackupCodesRemaining: 10 }) }),
      'POST /api/auth/reauthenticate': (request) => {
        const body = request.body as { Password: string; Code?: string };
        if (body.Password !== 'my-password' || body.Code !== '123456')
          return {
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: SECURITY_TEXTS.wrongPassword },
          };
        confirmed = true;
        return { status: 204 };
      },
      'PUT /api/security/alerts': (request) =>
        confirmed
          ? { body: settings({ ...(request.body as object), TwoFactorEnabled: true }) }
          : { status: 403, body: { statusCode: 403, error: REAUTHENTICATION_REQUIRED, message: 'x' } },
    });
    renderWithProviders(<SecurityPage />, { route: '/user/security' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Login alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).getByText(AUTH_TEXTS.reauthenticationRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'wrong');
    await userEvent.type(within(dialog).getByLabelText(/^Authentication code/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(SECURITY_TEXTS.wrongPassword)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SECURITY_TEXTS.alertsSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('gives the change up when the re-authentication is cancelled', async () => {
    const calls = api({
      'PUT /api/security/alerts': () => ({
        status: 403,
        body: { statusCode: 403, error: REAUTHENTICATION_REQUIRED, message: 'x' },
      }),
    });
    renderWithProviders(<SecurityPage />, { route: '/user/security' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Login alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(SECURITY_TEXTS.alertsFailed)).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.calls.some((c) => c.path.includes('reauthenticate'))).toBe(false);
  });

  it('checks the password dialog’s rules in the spec’s order', async () => {
    api();
    renderWithProviders(<SecurityPage />, { route: '/user/security' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'old');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(SECURITY_TEXTS.tooShort)).toBeInTheDocument();
  });
});
