import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

test('the student searches the Help Center, reads an article, and sends feedback an administrator can list', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/help');
  await expect(page.getByRole('heading', { name: 'Help Center', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account & Security\s*15 articles/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Popular articles' }).getByRole('listitem')).toHaveCount(6);

  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('authenticator');
  const results = page.getByRole('list', { name: 'Articles found' });
  await results.getByRole('link', { name: 'Turning on two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turning on two-factor authentication' });
  await expect(dialog.getByText(/Scan the QR code/)).toBeVisible();
  await expect(page).toHaveURL(/article=turning-on-two-factor-authentication/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole('region', { name: 'Still need help?' })
    .getByRole('link', { name: 'Contact Support' })
    .click();
  await expect(page).toHaveURL(/\/user\/feedback$/);
  await page.getByText('Bug report', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Bug report/ })).toBeChecked();
  await page.getByLabel('Priority').selectOption('high');
  await page.getByRole('radio', { name: '3 stars' }).click();
  await page.getByLabel('Subject').fill('Captions drift in lesson 4');
  await page.getByLabel('Message').fill('The captions run two seconds late after the first minute.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Thank You!')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Another Feedback' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const admin = await signedInContext(browser, baseURL as string, 'admin');
  const { feedback } = await (await admin.request.get('/api/feedback?type=bug')).json();
  expect(feedback[0]).toMatchObject({ Subject: 'Captions drift in lesson 4', Priority: 'high', Rating: 3 });
  await admin.close();
  await context.close();
});
