// A course page arrives as HTML (docs/product/portal.md#public-pages-arrive-as-html): without JavaScript it
// shows its title and price; with it, the live page takes over and one copy of the title stays. A student's
// dashboard arrives the same way, with their own first screen
// (docs/product/portal.md#signed-in-pages-arrive-as-html).
import { expect, test } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { signedInContext } from '../support/sessions.ts';

const COURSE = { path: '/courses/modern-css-techniques', title: 'Modern CSS Techniques', price: '$34.99' };

test('a course page shows its title and price without JavaScript, and once with it', async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(COURSE.path);
  await expect(bare.getByRole('heading', { name: COURSE.title, level: 1 })).toBeVisible();
  await expect(bare.getByText(COURSE.price).first()).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  await noScript.close();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(COURSE.path);
  // The live page's own outline (a button per section) says the remote has rendered.
  await expect(page.getByRole('button', { name: /Layout/ }).first()).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: COURSE.title, level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: COURSE.title, level: 1 })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await context.close();
});

test('a student’s dashboard shows their own figures and courses without JavaScript, and once with it', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, 'student');
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const bare = await noScript.newPage();
  await bare.goto('/user');
  await expect(bare.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(bare.getByText(/^Welcome back, .+!$/)).toBeVisible();
  await expect(bare.getByRole('heading', { name: 'Recent Courses' })).toBeVisible();
  await expect(bare.getByRole('link', { name: /^Continue / }).first()).toBeVisible();
  await noScript.close();

  const page = await context.newPage();
  await page.goto('/user');
  // Trending courses come only with the live page.
  await expect(page.getByRole('heading', { name: 'Trending Courses' })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveCount(1);
  expect(await axeProblems(page)).toEqual([]);
  await context.close();
});
