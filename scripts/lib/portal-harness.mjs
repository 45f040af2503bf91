// What the browser measurement scripts share: the built portal served by the real server on a free port
// (fresh seeded PGlite in a temp folder), and Debian's Chromium driven by Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../webpack/shared.mjs';

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the portal and a browser; `close()` stops both. */
export async function startPortal() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-measure-'));
  const server = spawn(process.execPath, [join(repoRoot, 'server', 'src', 'server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Seeding a fresh database takes seconds alone and minutes beside the rest of `npm test` on two cores.
  const deadline = Date.now() + 300_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('the server did not start within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return {
    base,
    browser,
    async close() {
      await browser.close();
      server.kill('SIGTERM');
    },
  };
}

/** Signs in through the login form, as a person does. */
export async function signInAsStudent(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill('student@academy.test');
  await page.getByLabel(/^Password/).fill('Student#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/user$/);
}
