import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';
import { openMenu } from '../support/menus.ts';

test('the student reads the history as a table and a timeline, filters it and exports a spreadsheet', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/history');
  await expect(page.getByRole('heading', { name: 'Learning History', level: 1 })).toBeVisible();
  await expect(page.getByText('Total study time')).toBeVisible();
  await expect(page.getByText('Study streak')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThan(5);

  await page.getByLabel('Action').selectOption('completed');
  await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('completed');
  await expect(page.getByRole('table').getByText('Paused')).toHaveCount(0);
  await expect(page.getByRole('table').getByText('Completed').first()).toBeVisible();

  await page.getByRole('button', { name: 'Timeline view' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions per day' })).toBeVisible();

  const exports = await openMenu(page.getByRole('button', { name: 'Export' }));
  const download = page.waitForEvent('download');
  await exports.getByRole('menuitem', { name: 'Excel spreadsheet (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('learning-history.xlsx');
  // An XLSX is a zip archive.
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('From', { exact: true }).fill('2000-01-01');
  await page.getByLabel('To', { exact: true }).fill('2000-01-02');
  await expect(page.getByText('No course history found')).toBeVisible();
  await expect(page.getByText('No learning sessions found')).toBeVisible();
  await context.close();
});
