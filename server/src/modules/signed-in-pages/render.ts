// Which signed-in page a request asks for, rendered for the session's own user by the page's own file
// (docs/product/portal.md#signed-in-pages-arrive-as-html), and the look they picked in Settings for every
// page they open (docs/product/settings.md#user-settings). Every other path, and a My Courses with a search,
// sort or tab in its address (its first screen is not the default one), gets the plain shell.
import { FONT_SIZE_PX } from '@portal/shared-api/contract/settings';
import type { Deps } from '../../core/deps.ts';
import type { SafeHtml } from '../../platform/html/escape-html.ts';
import type { SessionUser } from '../../platform/html/shell-page.ts';
import type { PageAppearance } from '../../platform/html/signed-in-page-html.ts';
import { getUserSettings } from '../settings/index.ts';
import { dashboardCopy } from './dashboard-copy.ts';
import { myCoursesCopy } from './my-courses-copy.ts';

/** Who the request's session is, as /api/auth/me answers it. */
export type PageUser = SessionUser;

/** The page's first screen, and the path of its largest picture on a phone when it is one (its LCP). */
export type PageCopy = { content: SafeHtml; leadImage?: string | null };

const PAGES: Record<string, (deps: Deps, user: PageUser) => Promise<PageCopy>> = {
  '/user': dashboardCopy,
  '/user/courses': myCoursesCopy,
};

/**
 * The person's look from Settings, and the first screen of the page at `url` for them, or null when the page
 * has no server copy.
 */
export async function renderSignedInPage(
  deps: Deps,
  url: string,
  user: PageUser,
): Promise<{ appearance: PageAppearance; copy: ({ path: string } & PageCopy) | null }> {
  const [path = '/', query] = url.split('?');
  const render = Object.hasOwn(PAGES, path) && !query ? PAGES[path] : undefined;
  const [settings, copy] = await Promise.all([
    getUserSettings(deps, user.Id),
    render ? render(deps, user) : null,
  ]);
  const fontSizePx = settings.FontSize === 'medium' ? null : FONT_SIZE_PX[settings.FontSize];
  return { appearance: { theme: settings.Theme, fontSizePx }, copy: copy && { path, ...copy } };
}
