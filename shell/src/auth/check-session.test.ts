import { authStore } from '@portal/shared-api/core';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import { checkSession } from './check-session.ts';

const student = buildUser({ Firstname: 'Alex', Lastname: 'Morgan' });
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

describe('checking who is signed in at boot', () => {
  it('keeps a signed-in student signed in when the server cannot be reached', async () => {
    authStore.getState().setUser(student);
    mockApi({ 'GET /api/auth/me': unreachable });
    await checkSession();
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: student });
  });

  it('asks again once the browser is back online when nobody was known yet', async () => {
    authStore.setState({ user: null, status: 'unknown' });
    mockApi({ 'GET /api/auth/me': unreachable });
    await checkSession();
    expect(authStore.getState().status).toBe('unknown');
    mockApi({ 'GET /api/auth/me': () => ({ body: { user: student } }) });
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => authStore.subscribe(resolve));
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: student });
  });

  it('signs out when the server answers that the session is gone', async () => {
    authStore.getState().setUser(student);
    mockApi({
      'GET /api/auth/me': () => ({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' },
      }),
    });
    await checkSession();
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  it('signs out when the server answers with an error of its own', async () => {
    authStore.getState().setUser(student);
    mockApi({
      'GET /api/auth/me': () => ({
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
      }),
    });
    await checkSession();
    expect(authStore.getState().status).toBe('signed-out');
  });
});
