import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

const day = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('the student filters the billing history by a date range and downloads a paid invoice as a PDF', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/billing');
  await expect(page.getByRole('heading', { name: 'Billing History', level: 1 })).toBeVisible();
  await expect(page.getByText('Total Spent')).toBeVisible();
  await expect(page.getByText('Pending Payments', { exact: true })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  const all = await rows.count();

  // The last 25 days: fewer invoices than in all, and the range stays in the URL.
  await page.getByLabel('From').fill(day(25));
  await page.getByLabel('To').fill(day(0));
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(day(25));
  await expect.poll(() => rows.count()).toBeLessThan(all);
  await page.getByLabel('Status').selectOption('paid');
  await expect(page.getByRole('table').getByText('Pending')).toHaveCount(0);

  // The download answers a signed link, which the page follows for the PDF.
  const followed = page.waitForResponse((response) =>
    /\/api\/invoices\/[^/]+\/pdf\?expires=\d+&signature=/.test(response.url()),
  );
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download INV-/ })
    .first()
    .click();
  expect((await followed).headers()['content-type']).toContain('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoice-INV-.+\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect.poll(() => rows.count()).toBe(all);
  await context.close();
});
