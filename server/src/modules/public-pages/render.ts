// Which public page a request asks for (docs/architecture.md#routes: the public routes), rendered by the
// page's own file. Every other path, and a filtered or searched list (its first page would not be what the
// live page shows), gets the plain shell.
import type { Deps } from '../../core/deps.ts';
import type { PageCaching, PublicPage } from '../../platform/html/public-page-html.ts';
import { cookieName } from '../../core/cookies.ts';
import { catalogPage } from './catalog-page.ts';
import { coursePage } from './course-page.ts';
import { postPage, postsPage } from './post-pages.ts';
import { sharedListPage, sharedNotePage, verifyPage } from './shared-pages.ts';

type Render = (deps: Deps, param: string) => Promise<PublicPage>;

const PAGES: { pattern: RegExp; render: Render; whole?: boolean }[] = [
  { pattern: /^\/courses\/?$/, render: catalogPage, whole: true },
  { pattern: /^\/courses\/([^/]{1,200})$/, render: coursePage },
  { pattern: /^\/posts\/?$/, render: postsPage, whole: true },
  { pattern: /^\/posts\/([^/]{1,200})$/, render: postPage },
  { pattern: /^\/certificates\/verify\/([^/]{1,64})$/, render: verifyPage },
  { pattern: /^\/wishlist\/shared\/([^/]{1,128})$/, render: sharedListPage },
  { pattern: /^\/notes\/shared\/([^/]{1,128})$/, render: sharedNotePage },
];

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export type PageRequest = { url: string; cookies: Record<string, string | undefined> };

/** The public page at this URL, with how long it may be kept, or null for the plain shell. */
export async function renderPublicPage(
  deps: Deps,
  request: PageRequest,
): Promise<{ page: PublicPage; caching: PageCaching } | null> {
  const [path = '/', query] = request.url.split('?');
  for (const { pattern, render, whole } of PAGES) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (whole && query) return null;
    const param = decoded(match[1] ?? '');
    const page = param === null ? ({ status: 404 } as const) : await render(deps, param);
    const caching = {
      hasSession: Boolean(request.cookies[cookieName(deps.config, 'session')]),
      setsCookie: !request.cookies[cookieName(deps.config, 'csrf')],
    };
    return { page, caching };
  }
  return null;
}
