// Bundle budget (docs/architecture.md#how-budgets-are-measured), measured the way a browser loads the portal:
// start the built portal on a free port, open /login in Chromium (the shell's initial JS and the bytes on the
// wire to show it), sign in, then open each remote's first page and count the JS it loads from its own
// folder. Sizes are gzip of the files as served, and the wire bytes as the browser received them (Brotli).
// Fails when a remote's own code passes 50 KB, when the shell's initial JS on /login passes its 130 KB target
// (met since /login became a plain form: docs/decisions/0026), when the /login wire bytes grow past their
// ratchet (lowered at each measurement, never raised; docs/decisions/0007), or when a remote loads its own
// copy of React, Chakra or react-router (those must come from the shell: docs/decisions/0010).
import { gzipSync } from 'node:zlib';
import { signInAsStudent, startPortal } from './lib/portal-harness.mjs';
import { firstPageRoute, REMOTES } from './lib/remotes.mjs';

const SHELL_TARGET_KB = 130;
const LOGIN_WIRE_TARGET_KB = 200;
// Measured 196 KB on 2026-11-23; 199.1 KB after issue 13; 23.7 KB once /login became a plain form
// (docs/decisions/0026).
const LOGIN_WIRE_RATCHET_KB = 30;
const REMOTE_BUDGET_KB = 50;
// Strings that survive minification and live only in each library's own code.
const MARKERS = {
  react: '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '@chakra-ui/react': 'chakra-theme',
  'react-router': '__reactRouterVersion',
};

// Each remote's first built page, from its route manifest.
const FIRST_ROUTES = Object.fromEntries(
  await Promise.all(REMOTES.map(async (name) => [name, await firstPageRoute(name)])),
);

const portal = await startPortal();
const { base, browser } = portal;
try {
  const page = await browser.newPage();
  const loaded = [];
  let wireBytes = 0;
  const pending = [];
  let signedIn = false;
  page.on('response', (response) => {
    // The live stream (/api/events) never ends: its body would never arrive, and it carries no code.
    if (response.headers()['content-type']?.startsWith('text/event-stream')) return;
    pending.push(
      (async () => {
        const url = new URL(response.url());
        const body = await response.body().catch(() => null);
        if (!body) return;
        // As sent: the Brotli or gzip sibling's length when the server sent one.
        const sent = Number(response.headers()['content-length'] ?? body.length);
        wireBytes += sent;
        // `--list`: every response on the way to /login, to find what grew.
        if (process.argv.includes('--list') && !signedIn)
          console.info(String(sent).padStart(8), url.pathname);
        if (url.pathname.endsWith('.js') && response.ok())
          loaded.push({ path: url.pathname, gzip: gzipSync(body).length, text: body.toString('latin1') });
      })(),
    );
  });
  /** Network idle, and every response counted. */
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  };
  const kb = (files) => files.reduce((sum, file) => sum + file.gzip, 0) / 1024;

  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await settled();
  const shellFiles = [...loaded];
  const loginWireKb = wireBytes / 1024;
  const rows = [
    {
      app: 'shell (initial JS, /login)',
      kb: kb(shellFiles),
      budget: SHELL_TARGET_KB,
      files: shellFiles.length,
    },
  ];

  const problems = [];
  signedIn = true;
  await signInAsStudent(page, base);
  for (const [remote, route] of Object.entries(FIRST_ROUTES)) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.locator(`[data-remote="${remote}"]`).waitFor({ timeout: 20_000 });
    await settled();
    const own = loaded.filter((file) => file.path.startsWith(`/remotes/${remote}/`));
    rows.push({
      app: `${remote} (own code on ${route})`,
      kb: kb(own),
      budget: REMOTE_BUDGET_KB,
      files: own.length,
    });
    if (process.env.BUDGET_VERBOSE)
      for (const file of own) console.info(`  ${remote}: ${file.path} ${(file.gzip / 1024).toFixed(1)} KB`);
    for (const file of own)
      for (const [library, marker] of Object.entries(MARKERS))
        if (file.text.includes(marker)) problems.push(`${remote} loaded its own ${library} in ${file.path}`);
  }
  // By path: signing in reloads /login, which fetches the shell's files again.
  const shellPaths = new Set(shellFiles.map((file) => file.path));
  const afterRemotes = loaded.filter(
    (file) => !file.path.startsWith('/remotes/') && !shellPaths.has(file.path),
  );
  rows.push({
    app: 'shared modules loaded after sign-in (layout, forms, data, ...)',
    kb: kb(afterRemotes),
    budget: Infinity,
    files: afterRemotes.length,
  });

  const wireOver = loginWireKb > LOGIN_WIRE_RATCHET_KB;
  console.info(
    `${wireOver ? 'OVER' : 'ok  '} ${'bytes on the wire to show /login'.padEnd(56)} ${loginWireKb.toFixed(1).padStart(7)} KB (target ${LOGIN_WIRE_TARGET_KB} KB)`,
  );
  let failed = wireOver;
  for (const row of rows) {
    const over = row.kb > row.budget;
    failed ||= over;
    console.info(
      `${over ? 'OVER' : 'ok  '} ${row.app.padEnd(56)} ${row.kb.toFixed(1).padStart(7)} KB gzip in ${row.files} files${Number.isFinite(row.budget) ? ` (budget ${row.budget} KB)` : ''}`,
    );
  }
  for (const problem of problems) console.error(`FAIL ${problem}: it must come from the shell`);
  process.exitCode = failed || problems.length ? 1 : 0;
} finally {
  await portal.close();
}
