// Secrets for cookies and links (sessions, recovery links, calendar feeds, shares): 256 random bits, of
// which only the SHA-256 is stored, so a leaked table opens nothing.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
