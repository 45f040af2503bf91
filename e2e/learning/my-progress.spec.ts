import { expect, test } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

test('the student sees their level and a course under way with its lessons and a Continue link to its next lesson', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/progress');
  await expect(page.getByRole('heading', { name: 'My Progress', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Level \d+$/)).toBeVisible();
  await expect(page.getByText(/^\d+ points to level \d+$/)).toBeVisible();

  // A course under way: its progress bar, its lessons, and Continue at its next lesson.
  const course = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Continue / }) })
    .first();
  await expect(course).toBeVisible();
  const title = (await course.getAttribute('aria-label')) as string;
  await expect(course.getByRole('progressbar', { name: `${title} progress` })).toBeVisible();
  await expect(course.getByText(/^\d+ of \d+ lessons?$/)).toBeVisible();
  const next = course.getByRole('link', { name: `Continue ${title}` });
  await expect(next).toHaveAttribute('href', /^\/user\/courses\/[^/]+\/read(\/[^/]+)?$/);

  // Courses under way come first: no course to continue after a completed one.
  const isCompleted = await page
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => !article.querySelector('a')));
  expect(
    isCompleted.slice(isCompleted.indexOf(true) === -1 ? isCompleted.length : isCompleted.indexOf(true)),
  ).not.toContain(false);

  // Continue opens the player's address.
  const href = (await next.getAttribute('href')) as string;
  await next.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  await context.close();
});
