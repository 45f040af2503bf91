// The Calendar (issue 14): schedule a meeting from a day cell, see it on the calendar and open it; move
// between days with the keyboard (ARIA grid); no serious accessibility problem.
import { expect, test, type Page } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { signedInContext } from '../support/sessions.ts';

const DAY = 86_400_000;

/** A day key (YYYY-MM-DD) some days after another, counted on the calendar (no time zone involved). */
const plusDays = (key: string, days: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (key: string) => new Date(`${key}T00:00:00Z`).getUTCDay();

const focusedDay = (page: Page) => page.locator(':focus').getAttribute('data-day');

test('the student moves through the calendar with the keyboard, schedules a meeting from a day cell and opens it', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  // The demo's meetings and due dates are on it.
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);

  // One tab stop, today; the arrow keys move a day or a week, Home and End to the week's ends.
  const today = grid.locator('[role="gridcell"][tabindex="0"]');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAttribute('aria-current', 'date');
  const start = (await today.getAttribute('data-day')) as string;
  await today.focus();
  await page.keyboard.press('ArrowRight');
  expect(await focusedDay(page)).toBe(plusDays(start, 1));
  await page.keyboard.press('ArrowDown');
  expect(await focusedDay(page)).toBe(plusDays(start, 8));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedDay(page)).toBe(start);
  await page.keyboard.press('Home');
  expect(weekday((await focusedDay(page)) as string)).toBe(0);
  await page.keyboard.press('End');
  expect(weekday((await focusedDay(page)) as string)).toBe(6);
  const month = await page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).textContent();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ })).not.toHaveText(
    month as string,
  );
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ })).toHaveText(
    month as string,
  );

  // Schedule from the cell of the day after tomorrow: the dialog starts on that day.
  await page.getByRole('button', { name: 'Today' }).click();
  const target = plusDays(start, 2);
  await today.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const cell = grid.locator(`[data-day="${target}"]`);
  await cell.hover();
  await cell.getByRole('button', { name: /^Schedule meeting on / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/Start date/)).toHaveValue(target);
  const title = `Calendar journey ${Date.now()}`;
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByLabel(/Start time/).fill('10:00');
  await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(page.getByText('Meeting scheduled successfully!').first()).toBeVisible();
  const item = cell.getByRole('link', { name: new RegExp(`10:00 ${title}`) });
  await expect(item).toBeVisible();

  // Opening it shows the meeting's page, which offers it as an .ics file.
  await item.click();
  await expect(page).toHaveURL(/\/user\/meetings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /\/ics$/);

  // Leave the demo as seeded for the other journeys.
  const id = page.url().split('/').pop() as string;
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  expect(
    (await context.request.delete(`/api/meetings/${id}`, { headers: { 'x-csrf-token': csrf } })).status(),
  ).toBe(204);
  await context.close();
});
