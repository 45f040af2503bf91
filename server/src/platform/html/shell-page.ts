// The shell's index.html for a page request, made for that page (docs/decisions/0026): the registry and the
// signed-in user written in (no /registry.json or /api/auth/me round trip before the first paint), preloads
// for what the page's remote will load, and on a public page its content, head tags and JSON-LD
// (docs/product/portal.md#public-pages-arrive-as-html). The user is the one the request's own session cookie
// opens, asked of /api/auth/me itself, so the page carries exactly what that call would answer; such a page
// is never stored by any cache. A signed-out visitor's /login is the light sign-in page the shell's build
// writes beside the shell (a form and a few KB of script; a signed-in one gets the portal, which moves on).
// A signed-in person's page carries their look from Settings, and the dashboard and My Courses their own first
// screen (docs/product/portal.md#signed-in-pages-arrive-as-html). A copy's largest picture is asked first.
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, type SafeHtml } from './escape-html.ts';
import { bootDataScript } from './boot-data.ts';
import type { RegistryEntryLike } from './match-route.ts';
import { preloadLinks } from './preloads.ts';
import { publicPageCaching, withPublicPage, type PageCaching, type PublicPage } from './public-page-html.ts';
import { readCached, readJsonCached } from './read-cached.ts';
import { sendHtml } from './send-html.ts';
import { withAppearance, withSignedInPage, type PageAppearance } from './signed-in-page-html.ts';

/** A public page's head and content for the shell to carry, or null for the plain shell (public-pages). */
export type RenderPage = (
  request: FastifyRequest,
) => Promise<{ page: PublicPage; caching: PageCaching } | null>;

/** The part of /api/auth/me's user a signed-in page's copy reads. */
export type SessionUser = { Id: string; Firstname: string | null; Lastname: string | null; Username: string };

/**
 * For a signed-in person's page (signed-in-pages): their look from Settings, and the page's first screen of
 * their own data, or null for the plain shell.
 */
export type RenderSignedInPage = (
  url: string,
  user: SessionUser,
) => Promise<{
  appearance: PageAppearance;
  copy: { path: string; content: SafeHtml; leadImage?: string | null } | null;
}>;

async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<unknown> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const answer = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  return answer.statusCode === 200 ? (answer.json<{ user: unknown }>().user ?? null) : null;
}

const imagePreload = (path: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(path)}" />`;

const isUser = (user: unknown): user is SessionUser =>
  typeof user === 'object' &&
  user !== null &&
  typeof (user as { Id?: unknown }).Id === 'string' &&
  typeof (user as { Username?: unknown }).Username === 'string';

export async function sendShellPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  renderPage: RenderPage | undefined,
  renderSignedIn?: RenderSignedInPage,
) {
  const { shellDist, staticRoot } = app.config;
  const template = readCached(join(shellDist, 'index.html')) ?? '';
  const registry = readJsonCached<{ remotes?: RegistryEntryLike[] }>(join(staticRoot, 'registry.json'));
  const path = request.url.split('?')[0] ?? '/';
  const [user, found] = await Promise.all([
    signedInUser(app, request),
    renderPage ? renderPage(request) : null,
  ]);
  const light = path === '/login' && !user ? readCached(join(shellDist, 'sign-in', 'index.html')) : null;
  if (light) return sendHtml(request, reply.header('cache-control', 'no-cache'), light);
  // A copy that cannot be made leaves the plain shell: the live page shows its own loading or error state.
  const signedIn =
    isUser(user) && renderSignedIn
      ? await renderSignedIn(request.url, user).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the signed-in page copy failed; sending the plain shell');
          return null;
        })
      : null;
  // A public page's copy is the public one, for anyone.
  const own = found ? null : (signedIn?.copy ?? null);
  // The copy's largest picture is its LCP: asked first, before the ~40 script preloads take the browser's six
  // connections to this host and the line, and not behind them where the body's <img> would be found.
  const leadImage = own?.leadImage ?? (found?.page.status === 200 ? found.page.leadImage : null);
  const head = [
    leadImage ? imagePreload(leadImage) : '',
    bootDataScript({ registry: registry ?? { remotes: [] }, user }),
    ...preloadLinks({ shellDist, staticRoot }, registry?.remotes ?? [], path, user !== null),
  ].join('');
  const shell = signedIn ? withAppearance(template, signedIn.appearance) : template;
  const page = shell.replace('</head>', `${head}</head>`);
  let caching = user ? 'private, no-store' : 'no-cache';
  if (found?.page.status === 200 && !user) caching = publicPageCaching(found.caching);
  reply.status(found?.page.status ?? 200).header('cache-control', caching);
  if (own) return sendHtml(request, reply, withSignedInPage(page, own.path, own.content));
  return sendHtml(request, reply, found ? withPublicPage(page, found.page) : page);
}
