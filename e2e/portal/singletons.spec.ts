import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

type ShareInfo = { from: string; loaded?: boolean };
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;

// One copy of each singleton at run time, whatever remotes the person visited
// (docs/architecture.md#shell-and-remotes). Chakra and react-router live inside shared-ui's entries
// (docs/decisions/0010), so those must all come from the shell.
const SHARED_UI = ['', '/forms', '/data', '/overlays', '/routing', '/router'].map(
  (entry) => `@portal/shared-ui${entry}`,
);
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  'swr',
  'formik',
  ...SHARED_UI,
  '@portal/shared-api/core',
];

test('after visiting every remote, each singleton is loaded once, from one provider', async ({ page }) => {
  await signIn(page);
  for (const path of ['/user/meetings', '/user/orders', '/users/posts/manage', '/user/account', '/user']) {
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('h1').first()).not.toBeEmpty();
  }
  const providers = await page.evaluate((names) => {
    const share =
      (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__ ??
      {};
    const found: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, info] of Object.entries(packages[name] ?? {})) {
            if (!info.loaded) continue;
            const provider = `${info.from}@${version}`;
            found[name] = [...new Set([...(found[name] ?? []), provider])];
          }
        }
      }
    }
    return found;
  }, SINGLETONS);
  for (const name of [
    'react',
    'react-dom',
    '@portal/shared-api/core',
    '@portal/shared-ui',
    '@portal/shared-ui/router',
  ])
    expect(providers[name], `${name} providers`).toHaveLength(1);
  for (const name of SHARED_UI)
    for (const provider of providers[name] ?? []) expect(provider, name).toMatch(/^shell@/);
  for (const [name, list] of Object.entries(providers)) expect(list, `${name} providers`).toHaveLength(1);
});
