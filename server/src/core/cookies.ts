// Every cookie the server sets or clears, named and shaped from the configuration in one place
// (docs/product/deployment.md#cookies). In production the names carry `__Host-` (the browser then insists on
// Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or read them) and every cookie is Secure;
// elsewhere a cookie is Secure when the request came over https (through a trusted proxy, request.protocol
// says so), and the plain demo on http keeps working.
import { CSRF_COOKIE_NAMES } from '@portal/shared-api/contract/auth';
import type { Config } from '../config.ts';

export type CookieKind = 'session' | 'csrf' | 'challenge';

export interface CookieAttributes {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  secure: boolean;
}

const COOKIES: Record<CookieKind, { plain: string; secure: string } & Omit<CookieAttributes, 'secure'>> = {
  session: { plain: 'sid', secure: '__Host-sid', path: '/', httpOnly: true, sameSite: 'lax' },
  // Readable by the page, which echoes it in X-CSRF-Token; the browser reads the same names from shared-api.
  csrf: { ...CSRF_COOKIE_NAMES, path: '/', httpOnly: false, sameSite: 'lax' },
  // Only the sign-in routes need it; `__Host-` requires Path=/, so it takes the `__Secure-` prefix instead.
  challenge: {
    plain: 'sid_2fa',
    secure: '__Secure-sid_2fa',
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
  },
};

type CookieConfig = Pick<Config, 'production'>;

/** The name a cookie has on this site. */
export function cookieName(config: CookieConfig, kind: CookieKind): string {
  return config.production ? COOKIES[kind].secure : COOKIES[kind].plain;
}

/** The name and attributes to set or clear a cookie with, for this request. */
export function cookieFor(
  config: CookieConfig,
  kind: CookieKind,
  request: { protocol: string },
): { name: string; attributes: CookieAttributes } {
  const { path, httpOnly, sameSite } = COOKIES[kind];
  return {
    name: cookieName(config, kind),
    attributes: { path, httpOnly, sameSite, secure: config.production || request.protocol === 'https' },
  };
}
