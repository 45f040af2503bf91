import { expect, test, type Route } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test('a remote whose assets fail shows its fallback while the others work, and Retry recovers it, in place or in a page opened while it was down', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Recent Courses' })).toBeVisible();
  // The live dashboard, not the server's first-screen copy (whose links load a whole page): this journey is
  // about a remote failing inside the running portal.
  await expect(page.locator('#prerendered')).toHaveCount(0);

  // Block the community remote (meetings) from here on.
  const block = (route: Route) => route.abort('failed');
  await page.route('**/remotes/community/**', block);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  await page.getByRole('link', { name: 'View all meetings' }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 20_000 });
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The rest of the portal keeps working: the dashboard (learning) and account settings (account).
  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  await sidebar.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Recent Courses' })).toBeVisible();

  // Back to the broken section, unblock, Retry: it recovers in the same page (no reload).
  await page.getByRole('link', { name: 'View all meetings' }).click();
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/community/**', block);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // A page opened while the remote is down carries failed preloads of its files, which the browser would
  // hand back to every retry in that page: Retry then loads the page again, and the section recovers.
  await page.route('**/remotes/community/**', block);
  await page.goto('/user/meetings');
  await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/community/**', block);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible({ timeout: 20_000 });
});
