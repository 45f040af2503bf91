// A remote built against a newer shared-ui than the running shell provides: it must fail inside its own
// region with a message naming the package and both versions, and the rest of the portal keeps working.
// The test builds such a remote (account, pretending shared-ui 99.0.0) and serves it in place of the real one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const out = join(repo, '.cache', 'skewed-account');

test.beforeAll(() => {
  test.setTimeout(180_000);
  const build = spawnSync(
    'pnpm',
    ['--filter', '@portal/mfe-account', 'exec', 'webpack', '--mode', 'production'],
    {
      cwd: repo,
      env: {
        ...process.env,
        PORTAL_BUILD_OUT: out,
        PORTAL_PRETEND_VERSIONS: JSON.stringify({ '@portal/shared-ui': '99.0.0' }),
      },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0)
    throw new Error(`building the skewed remote failed:\n${build.stdout}\n${build.stderr}`);
});

test('a remote that needs a newer shared-ui fails in its region, naming both versions; the rest works', async ({
  page,
}) => {
  await page.route('**/registry.json', async (route) => {
    const registry = await (await route.fetch()).json();
    for (const remote of registry.remotes)
      if (remote.name === 'account') remote.entry = '/remotes/account-skewed/mf-manifest.json';
    await route.fulfill({ json: registry });
  });
  // The page's HTML carries the registry too (docs/decisions/0026): point its account entry at the skewed build.
  await page.route('**/user', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      /\/remotes\/account\/[^/"]+\/mf-manifest\.json/g,
      '/remotes/account-skewed/mf-manifest.json',
    );
    await route.fulfill({ response: answer, body: html });
  });
  await page.route('**/remotes/account-skewed/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/remotes/account-skewed/', '');
    return route.fulfill({ path: join(out, file) });
  });

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Recent Courses' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  await sidebar.getByRole('link', { name: 'Account Settings' }).click();
  const sharedUi = JSON.parse(readFileSync(join(repo, 'shared-ui', 'package.json'), 'utf8')).version;
  // The first of shared-ui's entries the remote asks for is the one named.
  const entry = String.raw`@portal/shared-ui(/\w+)?`;
  await expect(
    page.getByText(
      new RegExp(`This section needs ${entry} \\^99\\.0\\.0, but the portal runs ${entry} ${sharedUi}\\.`),
    ),
  ).toBeVisible({ timeout: 20_000 });

  // The portal around it is intact: the sidebar, and another remote.
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Recent Courses' })).toBeVisible();
});
