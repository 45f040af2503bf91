import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

type Session = { Date: string; Duration: number };

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

  await page.getByRole('button', { name: 'Create Goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Goal' });
  await dialog.getByLabel('Title').fill('One hour this week');
  await dialog.getByLabel('Type').selectOption('time_spent');
  await dialog.getByLabel('Target (minutes)').fill('60');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByText('Goal created successfully!')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'One hour this week' });
  await expect(card.getByText(`${thisWeek.toLocaleString('en-US')} of 60 minutes`)).toBeVisible();
  await expect(card.getByText(thisWeek >= 60 ? 'Completed' : 'Active')).toBeVisible();

  // A goal still open can be paused, resumed and deleted.
  await page.getByRole('button', { name: 'Add Goal' }).click();
  await dialog.getByLabel('Title').fill('Ten thousand minutes');
  await dialog.getByLabel('Type').selectOption('time_spent');
  await dialog.getByLabel('Target (minutes)').fill('10000');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  const big = page.getByRole('listitem').filter({ hasText: 'Ten thousand minutes' });
  await big.getByRole('button', { name: 'Actions for Ten thousand minutes' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(other.getByText('Ten thousand minutes', { exact: true })).toBeVisible();
  await expect(
    other.getByRole('listitem').filter({ hasText: 'Ten thousand minutes' }).getByText('Paused'),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Actions for Ten thousand minutes' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Goal deleted')).toBeVisible();
  await expect(page.getByText('Ten thousand minutes', { exact: true })).toHaveCount(0);
  await context.close();
});
