// Browser journeys against the production build served by the real server (the same process `npm start`
// runs), on a fresh database seeded with the demo data, in Debian's Chromium: Playwright cannot download
// its own browsers on these machines.
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
// Debian's old headless shell when installed (`.ci/run` installs it): the same Blink and V8 as Chromium
// without the browser around them, a fifth less CPU over the journeys, on a machine the other test lanes
// share (docs/decisions/0025). Chromium otherwise; CHROMIUM_PATH overrides both.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Side by side, every test on its own: a journey that reads demo data another one changes takes that data's
  // lock, and one that needs no demo data registers a student of its own (support/locks.ts, support/sessions.ts).
  // Two workers: the machines have two cores, shared with the server and the browsers.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../.cache/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every journey costs the browser a good share of its CPU, for traces thrown away
    // when the journey passes: a failure is retried once, with the trace on (the page's snapshot and a
    // screenshot are kept on every failure regardless). `npm test` passes --retries=1.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The production build installs a service worker; a journey's own page.route() would not see the requests
    // it answers, and each context would download the shell to precache it. Only portal/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The interpreter only: a journey's page lives seconds, and V8's optimising compilers spent more CPU
        // compiling its scripts than the compiled code saved (the crawl: 171 CPU-seconds instead of 201).
        '--js-flags=--max-opt=0',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000, // seeding beside the server suites on two cores can take minutes
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // The journeys sign in through the form several times a minute from one address; the limit itself (10 a
      // minute by default) is checked by the server's rate-limit tests.
      LOGIN_ATTEMPTS_PER_MINUTE: '60',
    },
  },
});
