// Every route of /registry.json and the shell's own, opened as the person who may open it (the demo student;
// the instructor or the administrator for role-gated routes; nobody for public routes), fails on: an
// uncaught page error, a console error, a 5xx, the not-found state on a route that should exist, or an
// axe-core violation of impact serious or critical against the WCAG 2.2 AA rules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext, type AccountName } from '../support/sessions.ts';

/**
 * Routes a remote owns but has not built yet: they show the not-found state today. This is the one list to
 * shrink as pages land; a route listed here that starts showing a page fails the crawl until it is removed.
 */
const EXPECTED_MISSING = new Set<string>([]);

type Access = 'public' | 'user' | 'instructor' | 'admin';
type Registry = { remotes: { name: string; routes: { path: string; access: Access }[] }[] };

/** The enrolled course the visitor opened last (the player's routes). */
async function lastCourse(api: APIRequestContext): Promise<{ Slug: string; LastLessonId: string }> {
  const courses: { Slug: string; LastLessonId: string | null; LastAccessedAt: string | null }[] = await (
    await api.get('/api/enrollments/user')
  ).json();
  const opened = courses
    .filter((course) => course.LastLessonId && course.LastAccessedAt)
    .sort((a, b) => Date.parse(b.LastAccessedAt!) - Date.parse(a.LastAccessedAt!));
  return opened[0] as { Slug: string; LastLessonId: string };
}

/** Real values for a route's params, read from the API as the visitor (the demo data). */
const PARAMS: Record<
  string,
  (api: APIRequestContext, asStudent: () => Promise<APIRequestContext>) => Promise<Record<string, string>>
> = {
  // A public page of the student's: the link of their shared demo collection.
  '/wishlist/shared/:token': async (_api, asStudent) => {
    const { collections } = await (await (await asStudent()).get('/api/wishlists/collections')).json();
    const shared = collections.find((c: { ShareUrl: string | null }) => c.ShareUrl);
    return { token: new URL(shared.ShareUrl).pathname.split('/').pop() as string };
  },
  '/notes/shared/:token': async (_api, asStudent) => {
    const student = await asStudent();
    const { user } = await (await student.get('/api/auth/me')).json();
    const notes = await (await student.get(`/api/course-notes/user/${user.Id}`)).json();
    return { token: notes.find((note: { ShareToken: string | null }) => note.ShareToken).ShareToken };
  },
  // A real code: an unknown one is a 404 document now (docs/product/portal.md#public-pages-arrive-as-html).
  '/certificates/verify/:code': async (_api, asStudent) => {
    const { certificates } = await (await (await asStudent()).get('/api/certificates/my')).json();
    const issued = certificates.find((c: { VerificationCode: string | null }) => c.VerificationCode);
    return { code: issued.VerificationCode };
  },
  '/user/orders/:orderId': async (api) => {
    const { orders } = await (await api.get('/api/orders/user?page=1&limit=1')).json();
    return { orderId: orders[0].Id };
  },
  '/user/courses/:courseSlug/read': async (api) => ({ courseSlug: (await lastCourse(api)).Slug }),
  '/user/courses/:courseSlug/read/:lessonId': async (api) => {
    const course = await lastCourse(api);
    return { courseSlug: course.Slug, lessonId: course.LastLessonId };
  },
  '/courses/:id/learn': async (api) => ({ id: (await lastCourse(api)).Slug }),
  '/courses/:slug': async (api) => ({
    slug: (await (await api.get('/api/courses?limit=1')).json()).courses[0].Slug,
  }),
  '/reviews/edit/:slug': async (api) => {
    const { user } = await (await api.get('/api/auth/me')).json();
    const { ratings } = await (await api.get(`/api/ratings/user/${user.Id}`)).json();
    return { slug: ratings[0].Slug };
  },
  // The instructor's seeded draft, mid-wizard: the draft saved longest ago (the publishing journey saves one
  // of its own, and publishes it a moment later).
  '/instructor/courses/:id/edit': async (api) => {
    const { courses } = (await (await api.get('/api/instructor/courses')).json()) as {
      courses: { Status: string; DraftId: string | null; UpdatedAt: string | null }[];
    };
    const drafts = courses
      .filter((c) => c.Status === 'draft' && c.DraftId && c.UpdatedAt)
      .sort((a, b) => Date.parse(a.UpdatedAt!) - Date.parse(b.UpdatedAt!));
    return { id: drafts[0]!.DraftId! };
  },
  '/users/posts/manage/edit/:slug': async (api) => {
    const { user } = await (await api.get('/api/auth/me')).json();
    const { posts } = await (await api.get(`/api/posts/user/${user.Slug}/pagninate/1/0`)).json();
    return { slug: posts[0].Slug };
  },
  '/posts/:slug': async (api) => ({
    slug: (await (await api.get('/api/posts?take=1')).json()).posts[0].Slug,
  }),
  '/user/meetings/:id': async (api) => {
    const { meetings } = await (await api.get('/api/meetings?scope=upcoming')).json();
    return { id: meetings[0].Id };
  },
};

/**
 * Routes whose page or params read what the learning journeys change: the course opened last and its video
 * (leaving a video page saves the position it opened at), the student's newest review and their shared note
 * (the journeys write, share and delete their own for a moment). They take those journeys' lock.
 */
const LEARNING_ROUTES = new Set([
  '/user/courses/:courseSlug/read',
  '/user/courses/:courseSlug/read/:lessonId',
  '/courses/:id/learn',
  '/reviews/edit/:slug',
  '/notes/shared/:token',
]);

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
        await page.close();
        expect(problems).toEqual([]);
      },
    );
  }

  for (const [path, visitor] of [
    ['/login', null],
    ['/register', null],
    ['/login/two-factor', null],
    ['/user/no-such-page', 'student'],
  ] as const) {
    test(`${path} (shell, as ${visitor ?? 'a signed-out visitor'})`, async ({ visitors, baseURL }) => {
      const context = await visitors.contextFor(visitor, baseURL as string);
      const page = await context.newPage();
      const problems = await watch(page);
      await page.goto(path);
      await settle(page);
      problems.push(...(await axeProblems(page)));
      await page.close();
      expect(problems).toEqual([]);
    });
  }
});
