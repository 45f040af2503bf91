import { expect, test } from '@playwright/test';
import { newStudent } from '../support/sessions.ts';

test('the student picks a larger font and dark theme, which the portal applies and keeps, and downloads their data', async ({
  browser,
  baseURL,
}) => {
  // A student of its own: a font size and a theme apply to every page the account opens, other journeys' too.
  const { context } = await newStudent(browser, baseURL as string, {
    firstname: 'Noor',
    lastname: 'Settings',
  });
  const page = await context.newPage();
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await page.getByLabel('Font size').selectOption('large');
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByLabel('Font size')).toHaveValue('large');
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');

  // Download my data: prepared by the background job, then offered as a ZIP.
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText(/We are preparing your data/)).toBeVisible();
  const zip = page.getByRole('button', { name: 'Download ZIP' });
  await expect(zip).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await zip.click();
  expect((await download).suggestedFilename()).toMatch(/^academy-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Back to the defaults.
  await page.getByLabel('Font size').selectOption('medium');
  await page.getByText('System', { exact: true }).click();
  await expect(page.locator('html')).toHaveCSS('font-size', '16px');
  await context.close();
});
