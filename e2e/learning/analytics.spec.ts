import { expect, test } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

type Session = { Date: string; Duration: number };

const hm = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? (m > 0 ? `${h}h ${m}m` : `${h}h`) : `${m}m`;
};

test('the student reads analytics that match their study sessions, and changes the range', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  const { user } = await (await page.request.get('/api/auth/me')).json();
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const back = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  // The analytics API's study sessions for the last N days (docs/product/analytics.md#api), as a client reads
  // them.
  const minutesSince = async (days: number) => {
    const res = await page.request.get(`/api/analytics/user/${user.Id}/sessions?days=${days}&tz=${tz}`);
    return ((await res.json()) as Session[]).reduce((sum, s) => sum + s.Duration, 0);
  };

  await page.goto('/user/analytics');
  await expect(page.getByRole('heading', { name: 'Learning Analytics', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  const month = await minutesSince(30);
  expect(month).toBeGreaterThan(0);
  await expect(summary.getByText('Total Study Time')).toBeVisible();
  await expect(summary.getByText(hm(month), { exact: true })).toBeVisible();
  for (const label of ['Current Streak', 'Courses Completed', 'Average Quiz Score'])
    await expect(summary.getByText(label)).toBeVisible();
  const goals = page.getByRole('region', { name: 'Goals' });
  await expect(
    goals.getByText(`${hm(await minutesSince(7))} of 300 minutes in the last 7 days`),
  ).toBeVisible();
  await expect(goals.getByText(`${hm(month)} of 1,200 minutes in the last 30 days`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Study minutes per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Time per course' })).toBeVisible();
  // The charts' figures are also a table for screen readers: one row per day of the range.
  await expect(page.getByRole('table', { name: 'Study minutes per day' }).getByRole('row')).toHaveCount(31);
  const performance = page.getByRole('region', { name: 'Course Performance' });
  await expect(performance.getByRole('link', { name: 'Advanced React Development' })).toBeVisible();
  const insights = page.getByRole('region', { name: 'Learning Insights' });
  await expect(insights.getByText('Evening (5 pm – 10 pm)')).toBeVisible();

  await page.getByLabel('Time range').selectOption('7');
  await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('7');
  await expect(summary.getByText(hm(await minutesSince(7)), { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Study minutes per day' }).getByRole('row')).toHaveCount(8);

  await page.getByLabel('Time range').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill(back(400));
  await page.getByLabel('To', { exact: true }).fill(back(370));
  await expect(summary.getByText('0s', { exact: true })).toBeVisible();
  await expect(
    insights.getByText('No study in this range yet: these are general suggestions.'),
  ).toBeVisible();
  await context.close();
});
