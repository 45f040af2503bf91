import { screen } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { Route, Routes } from '@portal/shared-ui/router';
import { LoginPage } from './login-page.tsx';

function renderLogin(route = '/login') {
  authStore.getState().setUser(null);
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/user/*" element={<h1>Portal page</h1>} />
    </Routes>,
    { route },
  );
}

describe('LoginPage', () => {
  it('says which fields are missing', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("shows the server's answer to a wrong password", async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' },
      }),
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'student@academy.test');
    await user.type(screen.getByLabelText(/^Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('signs in and goes back to the page in ?next', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: { user: buildUser() } }) });
    const { user } = renderLogin('/login?next=%2Fuser%2Forders%3Fpage%3D2');
    await user.type(screen.getByLabelText(/^Email/), 'student@academy.test');
    await user.type(screen.getByLabelText(/^Password/), 'Student#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Portal page' })).toBeInTheDocument();
    expect(authStore.getState().status).toBe('signed-in');
  });
});
