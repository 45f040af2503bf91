import { expect, test, type Route } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test('a remote whose assets fail shows its fallback while the others work, and Retry recovers without a reload', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Recent Courses' })).toBeVisible();

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
});
