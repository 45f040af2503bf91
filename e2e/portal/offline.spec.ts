// The installable portal on a phone (docs/product/portal.md#installing-and-offline): the manifest and its
// icons, the service worker taking control, the dashboard's frame opening offline with the student still
// signed in, a section never visited failing alone with a Retry that works once back online, and the offline
// page for an address the shell does not show. The other journeys block service workers (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { demoStudent, signIn } from '../support/sign-in.ts';

test.use({ serviceWorkers: 'allow' });

test('a student installs the portal, opens their dashboard offline and sees which parts need the connection', async ({
  page,
  context,
}) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/user', scope: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe(icon.type);
  }

  await signIn(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A second visit online, now through the worker, as a student opening the app again would make.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${demoStudent.name}!`)).toBeVisible();

  // Messages were never opened: their section fails alone, the frame stays, and Retry needs no reload.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await context.setOffline(false);
});
