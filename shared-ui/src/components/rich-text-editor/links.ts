// Which link targets the editor accepts: http, https and mailto only, as the server's sanitiser
// (server/src/core/sanitize.ts) does. The editor's schema is the first filter; the server is the authority.

const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Whitespace and control characters a browser ignores inside a scheme ("java\nscript:").
const isIgnored = (character: string) => {
  const code = character.charCodeAt(0);
  return character.trim() === '' || code <= 0x1f || code === 0x7f;
};
const withoutIgnored = (url: string) => [...url].filter((character) => !isIgnored(character)).join('');
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

function schemeOf(url: string): string | null {
  const candidate = SCHEME.exec(withoutIgnored(url))?.[1]?.toLowerCase();
  // "example.com:8080/path" has a host and a port, not a scheme.
  return candidate && !candidate.includes('.') ? candidate : null;
}

/**
 * Whether a link target may stay in the document: an http, https or mailto URL, or a target without a
 * scheme (autolinking asks about "example.com" before it adds https://). Protocol-relative URLs are refused.
 */
export function isAllowedHref(url: string): boolean {
  const scheme = schemeOf(url);
  if (scheme) return ALLOWED_SCHEMES.includes(scheme);
  return !url.trim().startsWith('//');
}

/**
 * What the link prompt stores for what was typed: an email address becomes mailto:, a bare host https://.
 * Null when the result is not an http, https or mailto URL.
 */
export function normalizeHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const scheme = schemeOf(text);
  if (scheme === 'mailto') return EMAIL.test(text.slice('mailto:'.length).split('?')[0] ?? '') ? text : null;
  if (scheme)
    return ALLOWED_SCHEMES.includes(scheme) && URL.canParse(text) && new URL(text).hostname ? text : null;
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (text.startsWith('/') || !/^[^\s.]+\.[^\s]+$/.test(text)) return null;
  return `https://${text}`;
}
