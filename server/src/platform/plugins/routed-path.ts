// The path a request is routed by: the route's pattern when one matched, else the decoded path. Hooks that
// decide by path use it, because the router decodes `/%61pi/auth/logout` into `/api/auth/logout` while the
// raw URL would not start with `/api/` (docs/product/auth.md#csrf-and-sessions).
import type { FastifyRequest } from 'fastify';

export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
