import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

test('the student changes notification settings, saves them, and finds them after a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/notification-settings');
  await expect(page.getByRole('heading', { name: 'Notification Settings', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Settings' });
  await expect(save).toBeDisabled();
  // The demo student's saved preferences differ from the defaults: a daily digest, quiet hours on.
  await expect(page.getByLabel('Email frequency')).toHaveValue('daily');
  await expect(page.getByLabel('Start time')).toBeVisible();

  const socialEmail = page.getByRole('checkbox', { name: 'Social by Email' });
  await expect(socialEmail).not.toBeChecked();
  // Chakra's checkbox input is visually hidden: a person clicks its box (the label).
  await page.locator('label[aria-label="Social by Email"]').click();
  await expect(socialEmail).toBeChecked();
  await page.getByLabel('Email frequency').selectOption('weekly');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Notification preferences saved successfully')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Email frequency')).toHaveValue('weekly');
  await expect(page.getByRole('checkbox', { name: 'Social by Email' })).toBeChecked();
  await context.close();
});
