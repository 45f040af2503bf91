import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';
import { tabCount } from '../support/tabs.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search courses' });

test('the student sees as many cards as each tab counts, and a search narrows the list and stays in the URL', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/courses');
  await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible();

  // Each tab's count is the number of cards it shows; All is the sum of the other two.
  const counts: Record<string, number> = {};
  for (const name of ['All', 'In Progress', 'Completed']) {
    await page.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).click();
    counts[name] = await tabCount(page, name);
    await expect(cards(page)).toHaveCount(counts[name]);
  }
  expect(counts.All).toBeGreaterThan(0);
  expect(counts.All).toBe(counts['In Progress']! + counts.Completed!);
  expect(new URL(page.url()).searchParams.get('tab')).toBe('completed');

  // Search for the first course by its title: it is found, and the tabs count the matches only.
  await page.getByRole('tab', { name: /^All \(/ }).click();
  const title = (await cards(page).first().getAttribute('aria-label')) as string;
  await search(page).fill(title);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(title);
  await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
  const found = await tabCount(page, 'All');
  expect(found).toBeLessThanOrEqual(counts.All!);
  await expect(cards(page)).toHaveCount(found);

  // A reload keeps the search and its result.
  await page.reload();
  await expect(search(page)).toHaveValue(title);
  await expect(cards(page)).toHaveCount(found);

  // A search that matches nothing says so.
  await search(page).fill('zz no such course zz');
  await expect(page.getByText('No courses found')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All (0)' })).toBeVisible();
  await context.close();
});
