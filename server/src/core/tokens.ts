// Secrets for cookies and links (sessions, recovery links, calendar feeds, shares): 256 random bits, of
// which only the SHA-256 is stored, so a leaked table opens nothing.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The key a session signs its download links with (core/signed-links.ts), derived from its token: only the
 * browser holding the cookie and the request carrying it have it, and it dies with the session.
 */
export function linkKeyOf(sessionToken: string): Buffer {
  return createHmac('sha256', sessionToken).update('download-links').digest();
}

/**
 * The CSRF token of a signed-in browser, derived from its session token: a new one at every sign-in, and a
 * page that does not hold the session cannot compute it (docs/product/auth.md#csrf-and-sessions).
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('csrf').digest('base64url');
}
