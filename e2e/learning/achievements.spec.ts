import { expect, test } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';
import { openMenu } from '../support/menus.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

type Session = { Date: string; Duration: number };
type Goal = { Title: string; CurrentValue: number; Status: string };

test('the student creates a 60-minute goal that shows this week’s minutes, pauses it and deletes it', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  const { user } = await (await page.request.get('/api/auth/me')).json();
  // This week's minutes, Monday to today, as the analytics API's study sessions give them
  // (docs/product/analytics.md#api).
  const week = (await (
    await page.request.get(`/api/analytics/user/${user.Id}/sessions?days=7&tz=UTC`)
  ).json()) as Session[];
  const monday = (() => {
    const today = new Date();
    const back = (today.getUTCDay() + 6) % 7;
    return new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  })();
  const thisWeek = week.filter((s) => s.Date >= monday).reduce((sum, s) => sum + s.Duration, 0);

  await page.goto('/user/achievements');
  await expect(page.getByRole('heading', { name: 'Goals & Achievements', level: 1 })).toBeVisible();
  const counters = page.getByRole('region', { name: 'Counters' });
  await expect(counters.getByText('Active Goals')).toBeVisible();
  await expect(counters.getByText('Achievements Unlocked')).toBeVisible();
  const active = page.getByRole('region', { name: 'Active Goals' });
  await expect(active.getByText('Study 40 hours this month', { exact: true })).toBeVisible();
  const other = page.getByRole('region', { name: 'Paused and missed' });
  await expect(other.getByText('Failed')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Achievements' });
  await expect(recent.getByText('On a Roll')).toBeVisible();
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  const counter = (label: string) =>
    counters
      .locator('dl')
      .filter({ has: page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition');
  const activeBefore = Number(await counter('Active Goals').textContent());
  const completedBefore = Number(await counter('Completed Goals').textContent());

  // Only active goals are listed; completed ones are only counted. A goal that this week's minutes already
  // reach is completed as it is created, so whether the hour is listed depends on the day of the week (the
  // demo's study sessions are seeded relative to today).
  const reached = thisWeek >= 60;
  await page.getByRole('button', { name: 'Create Goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Goal' });
  await dialog.getByLabel('Title').fill('One hour this week');
  await dialog.getByLabel('Type').selectOption('time_spent');
  await dialog.getByLabel('Target (minutes)').fill('60');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByText('Goal created successfully!')).toBeVisible();
  await expect(counter('Completed Goals')).toHaveText(String(completedBefore + (reached ? 1 : 0)));
  await expect(counter('Active Goals')).toHaveText(String(activeBefore + (reached ? 0 : 1)));
  await expect(active.getByRole('listitem').filter({ hasText: 'One hour this week' })).toHaveCount(
    reached ? 0 : 1,
  );
  const goals = (await (await page.request.get(`/api/goals/user/${user.Id}`)).json()) as Goal[];
  expect(goals.find((goal) => goal.Title === 'One hour this week')).toMatchObject({
    CurrentValue: thisWeek,
    Status: reached ? 'completed' : 'active',
  });

  // A goal still open shows this week's minutes, and can be paused, resumed and deleted.
  await page.getByRole('button', { name: 'Add Goal' }).click();
  await dialog.getByLabel('Title').fill('Ten thousand minutes');
  await dialog.getByLabel('Type').selectOption('time_spent');
  await dialog.getByLabel('Target (minutes)').fill('10000');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  const big = active.getByRole('listitem').filter({ hasText: 'Ten thousand minutes' });
  await expect(big.getByText(`${thisWeek.toLocaleString('en-US')} of 10,000 minutes`)).toBeVisible();
  await expect(big.getByText('Active')).toBeVisible();
  await (
    await openMenu(big.getByRole('button', { name: 'Actions for Ten thousand minutes' }))
  )
    .getByRole('menuitem', { name: 'Pause' })
    .click();
  await expect(other.getByText('Ten thousand minutes', { exact: true })).toBeVisible();
  await expect(
    other.getByRole('listitem').filter({ hasText: 'Ten thousand minutes' }).getByText('Paused'),
  ).toBeVisible();
  await (
    await openMenu(other.getByRole('button', { name: 'Actions for Ten thousand minutes' }))
  )
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Goal deleted')).toBeVisible();
  await expect(page.getByText('Ten thousand minutes', { exact: true })).toHaveCount(0);
  await context.close();
});
