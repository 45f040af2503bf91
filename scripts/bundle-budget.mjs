// Bundle budget (ARCHITECTURE §8), measured the way a browser loads the portal: start the built portal on
// a free port, open /login in Chromium (the shell's initial JS: everything before any remote), sign in,
// then open one route per remote and count the JS it loads from its own folder. Sizes are gzip of the files
// as served. Fails when a remote's own code passes 50 KB (§8) or the shell grows past its ratchet: the shell
// is over §8's 130 KB because @chakra-ui/react is shared whole (docs/decisions/0007), so until that is
// fixed the check stops it from getting worse and prints the distance to the target.
import { gzipSync } from 'node:zlib';
import { signInAsStudent, startPortal } from './lib/portal-harness.mjs';
import { firstPageRoute, REMOTES } from './lib/remotes.mjs';

const SHELL_TARGET_KB = 130;
// Measured 534.7 KB on 2026-11-22 with Chakra shared whole; lower it as the shell shrinks, never raise it.
const SHELL_RATCHET_KB = 560;
const REMOTE_BUDGET_KB = 50;
// Each remote's first built page, from its route manifest.
const FIRST_ROUTES = Object.fromEntries(
  await Promise.all(REMOTES.map(async (name) => [name, await firstPageRoute(name)])),
);

const portal = await startPortal();
const { base, browser } = portal;
try {
  const page = await browser.newPage();
  const loaded = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && response.ok())
      loaded.push({ path: url.pathname, gzip: gzipSync(await response.body()).length });
  });
  const kb = (files) => files.reduce((sum, file) => sum + file.gzip, 0) / 1024;

  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
  const shellFiles = [...loaded];
  const rows = [
    {
      app: 'shell (initial JS, /login)',
      kb: kb(shellFiles),
      budget: SHELL_RATCHET_KB,
      files: shellFiles.length,
    },
  ];

  await signInAsStudent(page, base);
  for (const [remote, route] of Object.entries(FIRST_ROUTES)) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.locator(`[data-remote="${remote}"]`).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const own = loaded.filter((file) => file.path.startsWith(`/remotes/${remote}/`));
    rows.push({
      app: `${remote} (own code on ${route})`,
      kb: kb(own),
      budget: REMOTE_BUDGET_KB,
      files: own.length,
    });
  }
  // By path: signing in reloads /login, which fetches the shell's files again.
  const shellPaths = new Set(shellFiles.map((file) => file.path));
  const afterRemotes = loaded.filter(
    (file) => !file.path.startsWith('/remotes/') && !shellPaths.has(file.path),
  );
  rows.push({
    app: 'shared modules loaded later (formik, swr/mutation, ...)',
    kb: kb(afterRemotes),
    budget: Infinity,
    files: afterRemotes.length,
  });

  const shellKb = rows[0].kb;
  console.info(
    `shell target (ARCHITECTURE §8): ${SHELL_TARGET_KB} KB; ${shellKb > SHELL_TARGET_KB ? `${(shellKb - SHELL_TARGET_KB).toFixed(1)} KB over: see docs/decisions/0007` : 'met'}`,
  );
  let failed = false;
  for (const row of rows) {
    const over = row.kb > row.budget;
    failed ||= over;
    console.info(
      `${over ? 'OVER' : 'ok  '} ${row.app.padEnd(52)} ${row.kb.toFixed(1).padStart(7)} KB gzip in ${row.files} files${Number.isFinite(row.budget) ? ` (budget ${row.budget} KB)` : ''}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await portal.close();
}
