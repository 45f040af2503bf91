import { expect, test, type BrowserContext } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { SOCIAL_FEED } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';

// A learner's post goes to the community feed, where another journey expects its own on top (support/locks.ts).
test.describe.configure({ lock: SOCIAL_FEED });

/** A state-changing API call from a signed-in context, with its CSRF header. */
async function post(context: BrowserContext, path: string, data: object) {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')!.value;
  const answer = await context.request.post(path, { headers: { 'x-csrf-token': csrf }, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

test('a student opening the moderation queue is told it needs the administrator role', async ({
  browser,
  baseURL,
}) => {
  const student = await signedInContext(browser, baseURL as string, 'student');
  const page = await student.newPage();
  await page.goto('/admin/moderation');
  await expect(page.getByText('You need the administrator role')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Moderation' }),
  ).toHaveCount(0);
  await student.close();
});

test('the administrator approves a pending review, sees it on the course page, and hides a reported social post', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInContext(browser, baseURL as string, 'admin');
  const page = await admin.newPage();
  await page.goto('/user');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Pending reviews/ })).toHaveAttribute('aria-selected', 'true');

  // The seeded review of Python for Data Analysis waits; approving it publishes it on the course page.
  const review = page
    .getByRole('article', { name: 'Solid and practical' })
    .filter({ has: page.getByRole('link', { name: 'Python for Data Analysis' }) });
  await expect(review).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await review.getByRole('button', { name: 'Approve Solid and practical' }).click();
  await expect(page.getByText('Review approved')).toBeVisible();
  await expect(review).toHaveCount(0);

  const course = await admin.newPage();
  await course.goto('/courses/python-for-data-analysis');
  await expect(
    course.getByRole('listitem').filter({ hasText: 'Marco B.' }).filter({ hasText: 'Solid and practical' }),
  ).toBeVisible();

  // A learner's post reported by another learner: hidden, it leaves the feed.
  const author = await signedInContext(browser, baseURL as string, 'student2');
  const reporter = await signedInContext(browser, baseURL as string, 'student');
  const content = `Cheap certificates, message me ${Date.now()}`;
  const shared = await post(author, '/api/social/posts', { Content: content, Type: 'tip', Tags: [] });
  await post(reporter, '/api/social/reports', { postId: shared.Id, reason: 'inappropriate' });

  await page.getByRole('tab', { name: /Reports/ }).click();
  const report = page.getByRole('article').filter({ has: page.getByRole('link', { name: content }) });
  await expect(report).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await report.getByRole('button', { name: 'Hide content' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Hide this content?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Hide content' }).click();
  await expect(page.getByText('Content hidden')).toBeVisible();
  await expect(report).toHaveCount(0);
  await page.getByRole('button', { name: 'Closed' }).click();
  await expect(report.getByText('Hidden', { exact: true })).toBeVisible();

  const posts = await (await reporter.request.get('/api/social/posts')).json();
  expect(posts.posts.some((item: { Id: string }) => item.Id === shared.Id)).toBe(false);
  for (const context of [reporter, author, admin]) await context.close();
});
