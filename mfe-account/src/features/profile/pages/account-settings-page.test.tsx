import { screen } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { AccountSettingsPage } from './account-settings-page.tsx';

const user = buildUser();

function renderPage() {
  authStore.getState().setUser(user);
  return renderWithProviders(<AccountSettingsPage />, { route: '/user/account' });
}

describe('AccountSettingsPage', () => {
  it('shows both tabs and the read-only email with its message', async () => {
    mockApi({ 'GET /api/users/alexmorgan': () => ({ body: user }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Profile Information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed. Contact support if needed.')).toBeInTheDocument();
  });

  it('shows the validation messages of the spec', async () => {
    mockApi({ 'GET /api/users/alexmorgan': () => ({ body: user }) });
    const { user: person } = renderPage();
    await person.clear(await screen.findByLabelText(/^First name/));
    await person.clear(screen.getByLabelText(/^Username/));
    await person.type(screen.getByLabelText(/^Username/), 'ab');
    await person.clear(screen.getByLabelText(/^Phone/));
    await person.type(screen.getByLabelText(/^Phone/), '123');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
  });

  it("saves the profile and says 'Profile updated successfully!'", async () => {
    const api = mockApi({
      'GET /api/users/alexmorgan': () => ({ body: user }),
      'PUT /api/users/alexmorgan': ({ body }) => ({ body: { ...user, ...(body as object) } }),
    });
    const { user: person } = renderPage();
    await person.type(await screen.findByLabelText('About'), ' Also into design.');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ About: 'Front-end developer. Also into design.', Email: user.Email });
    expect(authStore.getState().user?.About).toBe('Front-end developer. Also into design.');
  });

  it('says the profile could not be saved when the server refuses', async () => {
    mockApi({
      'GET /api/users/alexmorgan': () => ({ body: user }),
      'PUT /api/users/alexmorgan': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'This username is already taken.' },
      }),
    });
    const { user: person } = renderPage();
    await person.type(await screen.findByLabelText('About'), '!');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update profile. Please try again. This username is already taken.'),
    ).toBeInTheDocument();
  });

  it('checks the new password and explains a wrong current password', async () => {
    mockApi({
      'GET /api/users/alexmorgan': () => ({ body: user }),
      'PUT /api/users/password/alexmorgan': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect.' },
      }),
    });
    const { user: person } = renderPage();
    await person.click(await screen.findByRole('tab', { name: 'Change Password' }));
    await person.type(screen.getByLabelText(/^Current password/), 'wrong');
    await person.type(screen.getByLabelText(/^New password/), '12345');
    await person.type(screen.getByLabelText(/^Confirm new password/), '54321');
    await person.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match.')).toBeInTheDocument();

    await person.clear(screen.getByLabelText(/^New password/));
    await person.type(screen.getByLabelText(/^New password/), 'Another#2026');
    await person.clear(screen.getByLabelText(/^Confirm new password/));
    await person.type(screen.getByLabelText(/^Confirm new password/), 'Another#2026');
    await person.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Failed to update password. Please check your current password.'),
    ).toBeInTheDocument();
  });

  it('offers Try Again when the profile cannot be loaded', async () => {
    mockApi({
      'GET /api/users/alexmorgan': () => ({
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Something went wrong on our side. Please try again.',
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('Unable to load user data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
