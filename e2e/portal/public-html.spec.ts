// A course page arrives as HTML (docs/product/portal.md#public-pages-arrive-as-html): without JavaScript it
// shows its title and price; with it, the live page takes over and one copy of the title stays.
import { expect, test } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';

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
