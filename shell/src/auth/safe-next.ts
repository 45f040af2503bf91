const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

/** Where to go after sign-in: only a same-origin path (one leading slash, no scheme, no backslash tricks). */
export function safeNext(next: string | null | undefined, fallback = '/user'): string {
  if (
    !next ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.includes('\\') ||
    hasControlCharacter(next)
  )
    return fallback;
  try {
    const url = new URL(next, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return fallback;
    if (url.pathname === '/login' || url.pathname === '/register') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
