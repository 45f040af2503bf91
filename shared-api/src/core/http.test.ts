import { jest } from '@jest/globals';
import { mockApi } from '../testing/mock-api.ts';
import { ApiError, http } from './http.ts';

describe('the shared HTTP client', () => {
  it('prefixes paths with /api and returns the parsed answer', async () => {
    const api = mockApi({
      'GET /api/orders/user': ({ query }) => ({ body: { orders: [], total: Number(query.page) } }),
    });
    await expect(http.get('orders/user', { searchParams: { page: 2 } }).json()).resolves.toEqual({
      orders: [],
      total: 2,
    });
    expect(api.calls[0]?.path).toBe('/api/orders/user');
  });

  it("rejects with an ApiError carrying the server's status and message", async () => {
    mockApi({
      'GET /api/orders/x': () => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'The requested order could not be found.' },
      }),
    });
    const failure = http.get('orders/x').json();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      message: 'The requested order could not be found.',
    });
  });

  it('sends the csrf_token cookie back as X-CSRF-Token on state-changing requests only', async () => {
    document.cookie = 'csrf_token=abc123';
    const api = mockApi({
      'POST /api/meetings': () => ({ status: 201, body: {} }),
      'GET /api/meetings': () => ({ body: {} }),
    });
    await http.post('meetings', { json: {} }).json();
    await http.get('meetings').json();
    expect(api.calls[0]?.headers.get('x-csrf-token')).toBe('abc123');
    expect(api.calls[1]?.headers.get('x-csrf-token')).toBeNull();
  });

  it('sends the __Host-csrf_token cookie of a production site as X-CSRF-Token', async () => {
    // Read as the browser hands it over: jsdom, on http, would refuse to store a __Host- cookie itself.
    const cookie = jest.spyOn(document, 'cookie', 'get').mockReturnValue('__Host-csrf_token=prod456');
    const api = mockApi({ 'POST /api/meetings': () => ({ status: 201, body: {} }) });
    try {
      await http.post('meetings', { json: {} }).json();
      expect(api.calls[0]?.headers.get('x-csrf-token')).toBe('prod456');
    } finally {
      cookie.mockRestore();
    }
  });

  it('answers a 204 without a body', async () => {
    mockApi({ 'DELETE /api/meetings/1': () => ({ status: 204 }) });
    await expect(http.delete('meetings/1').void()).resolves.toBeUndefined();
  });

  it('turns a network failure into a readable ApiError', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    try {
      await expect(http.post('auth/logout').void()).rejects.toMatchObject({
        status: 0,
        message: 'Cannot reach the server. Check your connection and try again.',
      });
    } finally {
      globalThis.fetch = original;
    }
  });
});
