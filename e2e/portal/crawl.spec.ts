// Every route of /registry.json and the shell's own, opened as the person who may open it (the demo student;
// the instructor or the administrator for role-gated routes; nobody for public routes), fails on: an
// uncaught page error, a console error, a 5xx, the not-found state on a route that should exist, or an
// axe-core violation of impact serious or critical against the WCAG 2.2 AA rules; then a second time on a
// phone's screen (360×780), where it fails on a page wider than the screen (naming the element that sticks
// out) or a touch target under 24×24 px (axe-core's target-size rule alone, to stay quick).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { axeProblems, targetSizeProblems } from '../support/axe.ts';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { sidewaysScroll } from '../support/overflow.ts';
import { LEARNING_ROUTES, PARAMS } from './crawl-params.ts';
import { signedInContext, type AccountName } from '../support/sessions.ts';

/**
 * Routes a remote owns but has not built yet: they show the not-found state today. This is the one list to
 * shrink as pages land; a route listed here that starts showing a page fails the crawl until it is removed.
 */
const EXPECTED_MISSING = new Set<string>([]);

type Access = 'public' | 'user' | 'instructor' | 'admin';
type Registry = { remotes: { name: string; routes: { path: string; access: Access }[] }[] };

/** The shell's own pages, and who opens them. */
const SHELL_ROUTES = [
  ['/login', null],
  ['/register', null],
  ['/login/two-factor', null],
  ['/user/no-such-page', 'student'],
] as const;

const VISITOR: Record<Access, AccountName | null> = {
  public: null,
  user: 'student',
  instructor: 'instructor',
  admin: 'admin',
};

async function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A signed-out visitor's /api/auth/me is a 401 by contract (docs/architecture.md#sign-in-and-csrf);
    // Chromium logs every failed request, so that one answer is expected noise.
    const expected401 = message.location().url.endsWith('/api/auth/me') && message.text().includes('401');
    if (message.type() === 'error' && !expected401) problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });
  return problems;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

// The registry the server serves is the file the build published; read it where the test list is made.
const registry = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../deploy/registry.json', import.meta.url)), 'utf8'),
) as Registry;

/** The registry route a pathname matches (most literal segments first), as the shell picks it. */
function routeAt(pathname: string): string | undefined {
  const candidates = routes
    .map((route) => route.path)
    .filter((pattern) =>
      new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname.replace(/\/$/, '') || '/'),
    );
  const literal = (pattern: string) =>
    pattern.split('/').filter((part) => part && !part.startsWith(':')).length;
  return candidates.sort((a, b) => literal(b) - literal(a))[0];
}

const routes = registry.remotes.flatMap((remote) =>
  remote.routes.map((route) => ({ ...route, remote: remote.name })),
);

type Visitors = {
  /** One context per visitor for all the routes a worker opens: the demo accounts' sessions, or nobody's. */
  contextFor: (visitor: AccountName | null, baseURL: string) => Promise<BrowserContext>;
};

// A worker fixture rather than hooks around the routes: each route stays a test of its own for the runner to
// share out between the workers.
const test = base.extend<object, { visitors: Visitors }>({
  visitors: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use({
        contextFor: (visitor, baseURL) => {
          const key = visitor ?? 'anonymous';
          if (!contexts.has(key)) {
            const opening = visitor
              ? signedInContext(browser, baseURL, visitor)
              : browser.newContext({ baseURL });
            contexts.set(key, opening);
            // A sign-in that failed fails its route; the next route tries again.
            opening.catch(() => contexts.delete(key));
          }
          return contexts.get(key)!;
        },
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The second pass, on a phone's screen (docs/product/portal.md#small-screens): the page already loaded,
 * narrowed to 360×780, then what a phone shows wrong on it: a page wider than the screen (a wide table scrolls
 * inside its own region instead), or a touch target under 24×24 px. Narrowing the loaded page rather than
 * loading it again keeps the pass to about a second a route; no page reads the pointer's kind (touch).
 */
async function atPhoneWidth(page: Page): Promise<string[]> {
  return test.step('at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    // Two frames: the layout, and what the breakpoints' listeners render in answer to it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await settle(page);
    const overflow = await sidewaysScroll(page);
    return [...(overflow ? [`scrolls sideways: ${overflow}`] : []), ...(await targetSizeProblems(page))].map(
      (problem) => `at 360 px, ${problem}`,
    );
  });
}

test.describe('every route', () => {
  for (const route of routes) {
    const visitor = VISITOR[route.access];
    const details = LEARNING_ROUTES.has(route.path) ? { lock: DEMO_STUDENT_LEARNING } : {};
    test(
      `${route.path} (${route.remote}, as ${visitor ?? 'a signed-out visitor'})`,
      details,
      async ({ visitors, baseURL }) => {
        const context = await visitors.contextFor(visitor, baseURL as string);
        const asStudent = async () => (await visitors.contextFor('student', baseURL as string)).request;
        const params = PARAMS[route.path] ? await PARAMS[route.path]!(context.request, asStudent) : {};
        const path = route.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? 'unknown');
        const page = await context.newPage();
        const problems = await watch(page);
        await page.goto(path);
        await settle(page);
        // A redirect is judged by where it lands.
        const landed = routeAt(new URL(page.url()).pathname) ?? route.path;
        const notFound = await page.getByRole('heading', { name: 'Page not found' }).isVisible();
        if (EXPECTED_MISSING.has(landed)) {
          expect(notFound, `${landed} shows a page now: remove it from EXPECTED_MISSING`).toBe(true);
        } else {
          expect(notFound, `${path} shows the not-found state`).toBe(false);
        }
        problems.push(...(await axeProblems(page)));
        problems.push(...(await atPhoneWidth(page)));
        await page.close();
        expect(problems).toEqual([]);
      },
    );
  }

  for (const [path, visitor] of SHELL_ROUTES) {
    test(`${path} (shell, as ${visitor ?? 'a signed-out visitor'})`, async ({ visitors, baseURL }) => {
      const context = await visitors.contextFor(visitor, baseURL as string);
      const page = await context.newPage();
      const problems = await watch(page);
      await page.goto(path);
      await settle(page);
      problems.push(...(await axeProblems(page)));
      problems.push(...(await atPhoneWidth(page)));
      await page.close();
      expect(problems).toEqual([]);
    });
  }
});
