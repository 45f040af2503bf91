// Download links (docs/architecture.md#generated-files): a path to someone's own file, signed for one owner
// until a few minutes from now. The key is the asking session's own (auth plugin, `request.linkKey`), so a
// link opens only in the session that asked for it, for the owner it names, until it expires; the server
// keeps no signing key of its own.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { httpError } from './errors.ts';

/** How long a download link opens: long enough to follow it, short enough that a copied one goes stale. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export const SIGNED_LINK_TEXTS = {
  invalid: 'This download link is not valid: download the file again from its page.',
  expired: 'This download link has expired: download the file again from its page.',
} as const;

/** What a signed link carries in its query: when it stops opening (Unix seconds) and the signature. */
export type SignedLinkQuery = { expires: number; signature: string };

/** Who signs or checks a link: the session's key, the signed-in user, and the time now. */
export type LinkSigner = { key: Buffer; ownerId: string; now: Date };

function signatureOf(key: Buffer, path: string, ownerId: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${path}\n${ownerId}\n${expires}`).digest();
}

/** `path` with `?expires=…&signature=…`: opens for `ownerId`, in this session, for DOWNLOAD_LINK_SECONDS. */
export function signPath(path: string, { key, ownerId, now }: LinkSigner): string {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const signature = signatureOf(key, path, ownerId, expires).toString('base64url');
  return `${path}?expires=${expires}&signature=${signature}`;
}

/**
 * Refuses (403) a link to `path` that this session did not sign for `ownerId` (tampered, copied into another
 * session or followed by someone else), or whose time is up.
 */
export function checkSignedPath(path: string, query: SignedLinkQuery, { key, ownerId, now }: LinkSigner) {
  const given = Buffer.from(query.signature, 'base64url');
  const expected = signatureOf(key, path, ownerId, query.expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw httpError(403, SIGNED_LINK_TEXTS.invalid);
  if (query.expires * 1000 <= now.getTime()) throw httpError(403, SIGNED_LINK_TEXTS.expired);
}

/** The signer of a signed-in request: its session's key, its user, the deps' clock. */
export function signerOf(
  request: { linkKey: Buffer; caller: { id: string } },
  clock: { now(): Date },
): LinkSigner {
  return { key: request.linkKey, ownerId: request.caller.id, now: clock.now() };
}
