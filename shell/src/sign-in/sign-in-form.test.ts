import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/dom';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import { wireSignInForm } from './sign-in-form.ts';

const page = readFileSync(join(import.meta.dirname, 'page.html'), 'utf8');

/** The light sign-in page at `search`; returns where it left for. */
function openSignIn(search = '') {
  history.replaceState(null, '', `/login${search}`);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
  const left: string[] = [];
  wireSignInForm(document.querySelector('form')!, (to) => left.push(to));
  return left;
}

async function signInWith(email: string, password: string) {
  (screen.getByLabelText(/^Email/) as HTMLInputElement).value = email;
  (screen.getByLabelText(/^Password/) as HTMLInputElement).value = password;
  screen.getByRole('button', { name: 'Sign in' }).click();
}

describe('the light sign-in page', () => {
  it('says which fields are missing, and sends nothing', async () => {
    const api = mockApi({});
    openSignIn();
    await signInWith('', '');
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's answer to a wrong password", async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' },
      }),
    });
    openSignIn();
    await signInWith('student@academy.test', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('signs in and goes back to the page in ?next', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: { user: buildUser() } }) });
    const left = openSignIn('?next=%2Fuser%2Forders%3Fpage%3D2');
    await signInWith('student@academy.test', 'Student#2026');
    await waitFor(() => expect(left).toEqual(['/user/orders?page=2']));
  });

  it('shows and hides the password', () => {
    openSignIn();
    screen.getByRole('button', { name: 'Show password' }).click();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    screen.getByRole('button', { name: 'Hide password' }).click();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('goes on to the code step with the same ?next when two-factor is on', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: { TwoFactorRequired: true } }) });
    const left = openSignIn('?next=%2Fuser%2Fsecurity');
    await signInWith('student@academy.test', 'Student#2026');
    await waitFor(() => expect(left).toEqual(['/login/two-factor?next=%2Fuser%2Fsecurity']));
  });
});
