import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_TEXTS, REAUTHENTICATION_REQUIRED } from '@portal/shared-api/auth';
import { authStore } from '@portal/shared-api/core';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { USER_TEXTS } from '@portal/shared-api/users';
import { ProfilePage } from './profile-page.tsx';

const user = buildUser({ Country: null });
const render = (route = '/user/profile') => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(<ProfilePage />, { route });
};
const api = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    [`GET /api/users/${user.Slug}`]: () => ({ body: user }),
    [`PUT /api/users/${user.Slug}`]: (request) => ({ body: { ...user, ...(request.body as object) } }),
    ...overrides,
  });

describe('ProfilePage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('shows the four tabs and the profile in view mode, then edits it with the US preselected and saves', async () => {
    const calls = api();
    render();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    for (const name of ['Profile Information', 'Change Password', 'Photo Management', 'Close Account'])
      expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
    expect(screen.getByText(user.Email)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    await userEvent.clear(screen.getByLabelText(/^First name/));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Alexandra');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_TEXTS.profileUpdated)).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      Firstname: 'Alexandra',
      Country: 'United States',
    });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(authStore.getState().user?.Firstname).toBe('Alexandra');
  });

  it('cancels an edit without saving and without keeping the messages', async () => {
    const calls = api();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText(/^First name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(calls.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('previews a chosen photo at once, uploads it and refreshes the signed-in user; refuses a 3 MB file', async () => {
    const withPhoto = {
      ...user,
      Photo: {
        Username: 'me.png',
        Hashname: 'a.webp',
        Type: 'image/webp',
        Size: 10,
        SubDir: `${user.Slug}/profile`,
        url: '/public/upload/a.webp',
      },
    };
    const calls = api({ 'POST /api/medias': () => ({ status: 201, body: { media: {}, user: withPhoto } }) });
    // jsdom has no object URLs; the browser shows the chosen file through one.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    render('/user/profile?tab=photo');
    const input = await screen.findByLabelText('Photo file');
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText(USER_TEXTS.photoTooLarge)).toBeInTheDocument();
    const small = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, small);
    expect(await screen.findByText('Photo updated successfully')).toBeInTheDocument();
    const sent = calls.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      Username: 'me.png',
      Extension: 'image/png',
      Size: 4,
      SubDir: `${user.Slug}/profile`,
      Hashname: 'iVBORw==',
    });
    await waitFor(() => expect(authStore.getState().user?.Photo?.url).toBe('/public/upload/a.webp'));
  });

  it('closes the account only once DELETE is typed, then goes home after 2 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const calls = api({ [`DELETE /api/users/${user.Slug}`]: () => ({ status: 204 }) });
    render('/user/profile?tab=close');
    const button = await screen.findByRole('button', { name: 'Close Account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(button).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(button);
    expect(await screen.findByText(/Taking you to the home page/)).toBeInTheDocument();
    expect(calls.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(authStore.getState().user).not.toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(authStore.getState().user).toBeNull();
    jest.useRealTimers();
  });

  it('asks for the password again before closing the account, and shows the code field when two-factor is on', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let confirmed = false;
    const calls = api({
      [`DELETE /api/users/${user.Slug}`]: () =>
        confirmed
          ? { status: 204 }
          : { status: 403, body: { statusCode: 403, error: REAUTHENTICATION_REQUIRED, message: 'x' } },
      'POST /api/auth/reauthenticate': (request) => {
        if (!(request.body as { Code?: string }).Code)
          return {
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: AUTH_TEXTS.codeRequired },
          };
        confirmed = true;
        return { status: 204 };
      },
    });
    render('/user/profile?tab=close');
    await userEvent.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Close Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText(/^Authentication code/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Taking you to the home page/)).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    // The home-page redirect runs here, not in the next test.
    act(() => jest.advanceTimersByTime(2000));
    jest.useRealTimers();
  });

  it('says so when closing the account fails', async () => {
    api({ [`DELETE /api/users/${user.Slug}`]: () => ({ status: 500, body: { message: 'x' } }) });
    render('/user/profile?tab=close');
    await userEvent.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Close Account' }));
    expect(await screen.findByText(USER_TEXTS.deleteFailed)).toBeInTheDocument();
  });

  it('checks the password form in the profile page’s words, with the one 8-character minimum', async () => {
    const calls = api();
    render('/user/profile?tab=password');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Current password/), 'Student#2026');
    await userEvent.type(screen.getByLabelText(/^New password/), 'Seven#7');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Another#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(calls.calls.some((c) => c.path.includes('/password/'))).toBe(false);
  });

  it('says the password could not be updated, with the server’s reason when it gives one', async () => {
    let answer = { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
    api({ [`PUT /api/users/password/${user.Slug}`]: () => answer });
    render('/user/profile?tab=password');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Student#2026');
    await userEvent.type(screen.getByLabelText(/^New password/), 'Another#2026');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Another#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(USER_TEXTS.passwordFailed)).toBeInTheDocument();

    answer = { status: 400, body: { message: 'Current password is incorrect.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
  });
});
