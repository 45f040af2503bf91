import { expect, test } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { newStudent } from '../support/sessions.ts';

test('a new student sees the trending courses on a phone-wide dashboard and opens one', async ({
  browser,
  baseURL,
}) => {
  const student = await newStudent(browser, baseURL as string, { firstname: 'Tess', lastname: 'Trend' });
  const page = await student.context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/user');

  const trending = page.getByRole('list', { name: 'Trending courses' });
  await expect(trending.getByRole('listitem')).toHaveCount(6);
  // Each title is there to read and tap, a sale price beside it or not.
  for (const link of await trending.getByRole('link').all()) await expect(link).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');
  const pageScrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(pageScrollsSideways).toBe(false);
  expect(await axeProblems(page)).toEqual([]);

  // The first opens its course page.
  const first = trending.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await student.context.close();
});
