// Request mocks for page tests and stories: replaces globalThis.fetch with a table of handlers keyed by
// "METHOD /path". An unmatched request fails the test loudly (404 with the route in the message).
export type MockRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
};
export type MockResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockHandler = (request: MockRequest) => MockResponse | Promise<MockResponse>;
export type MockApi = { calls: MockRequest[]; restore: () => void };

let active: { restore: () => void } | null = null;

export function mockApi(handlers: Record<string, MockHandler>): MockApi {
  active?.restore();
  const original = globalThis.fetch;
  const calls: MockRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const mockRequest: MockRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? safeJson(text) : undefined,
      headers: request.headers,
    };
    calls.push(mockRequest);
    const handler =
      handlers[`${request.method} ${url.pathname}`] ?? findPattern(handlers, request.method, url.pathname);
    if (!handler) {
      return Response.json(
        { statusCode: 404, error: 'Not Found', message: `No mock for ${request.method} ${url.pathname}` },
        { status: 404 },
      );
    }
    const result = await handler(mockRequest);
    const status = result.status ?? 200;
    if (status === 204 || result.body === undefined)
      return new Response(null, { status, headers: result.headers });
    return Response.json(result.body, { status, headers: result.headers });
  };
  const handle = {
    calls,
    restore: () => {
      globalThis.fetch = original;
      if (active === handle) active = null;
    },
  };
  active = handle;
  return handle;
}

/** Undo the current mock; the jest preset calls it after every test. */
export function resetApiMocks(): void {
  active?.restore();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Handlers may use ":param" segments: 'GET /api/orders/:id'. */
function findPattern(
  handlers: Record<string, MockHandler>,
  method: string,
  path: string,
): MockHandler | undefined {
  for (const [key, handler] of Object.entries(handlers)) {
    const [keyMethod, keyPath] = key.split(' ');
    if (keyMethod !== method || !keyPath?.includes(':')) continue;
    const pattern = new RegExp(`^${keyPath.replace(/:[^/]+/g, '[^/]+')}$`);
    if (pattern.test(path)) return handler;
  }
  return undefined;
}
