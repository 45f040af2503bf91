// The one HTTP client of the portal (docs/architecture.md#shared-api-and-shared-ui): base /api, cookies, the
// CSRF header on every state-changing request, and errors normalised to ApiError with the server's message.
import ky, { HTTPError, type KyInstance } from 'ky';
import { CSRF_COOKIE_NAMES } from '../auth/constants.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The answer's `error` (the status text, or a name such as 'Reauthentication Required'). */
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * The server's own sentence when it refused a request (a 4xx); undefined for a failure it did not explain (a
 * 5xx, no connection), where a page says its own text instead.
 */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const OFFLINE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The CSRF token the server set: `__Host-csrf_token` on a production site, `csrf_token` elsewhere. */
export function readCsrfToken(): string | undefined {
  return readCookie(CSRF_COOKIE_NAMES.secure) ?? readCookie(CSRF_COOKIE_NAMES.plain);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // ky 2 has already read the body into `data` when it was JSON; a proxy's HTML page leaves it unset.
    const body = (error as HTTPError & { data?: unknown }).data as
      { message?: unknown; error?: unknown } | undefined;
    const message = typeof body?.message === 'string' && body.message ? body.message : GENERIC_MESSAGE;
    const code = typeof body?.error === 'string' ? body.error : undefined;
    return new ApiError(error.response.status, message, code);
  }
  if (error instanceof Error && error.name === 'TimeoutError')
    return new ApiError(408, 'The server took too long to answer. Please try again.');
  return new ApiError(0, OFFLINE_MESSAGE);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const base: KyInstance = ky.create({
  prefix: '/api',
  // Browsers resolve '/api' against the page; Node's Request (tests, SSR) needs the origin spelled out.
  baseUrl: typeof location === 'undefined' ? undefined : location.origin,
  credentials: 'include',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  // Resolved at call time so tests can replace globalThis.fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  hooks: {
    beforeRequest: [
      ({ request }) => {
        if (SAFE_METHODS.has(request.method)) return;
        const token = readCsrfToken();
        if (token) request.headers.set('X-CSRF-Token', token);
      },
    ],
  },
});

type Options = Parameters<KyInstance['get']>[1];

async function call<T>(run: () => Promise<Response>, parse: (response: Response) => Promise<T>): Promise<T> {
  try {
    return await parse(await run());
  } catch (error) {
    throw await toApiError(error);
  }
}

const json = async <T>(response: Response): Promise<T> =>
  response.status === 204 ? (undefined as T) : ((await response.json()) as T);

function request(method: 'get' | 'post' | 'put' | 'patch' | 'delete') {
  return (url: string, options?: Options) => ({
    json: <T>() => call<T>(() => base[method](url, options), json<T>),
    blob: () =>
      call<Blob>(
        () => base[method](url, options),
        (response) => response.blob(),
      ),
    void: () =>
      call<void>(
        () => base[method](url, options),
        async () => undefined,
      ),
  });
}

/** `http.get('orders/user', { searchParams }).json<OrderList>()`; errors reject with ApiError. */
export const http = {
  get: request('get'),
  post: request('post'),
  put: request('put'),
  patch: request('patch'),
  delete: request('delete'),
};

/** A query object as search params: empty values (undefined, null, '') stay out of the URL. */
export function queryParams(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number | boolean>;
}
