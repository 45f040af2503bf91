import { expect, test } from '@playwright/test';
import { demoStudent } from '../support/sign-in.ts';

test('a signed-out visit to /user lands on the login page and returns to /user after sign-in', async ({
  page,
}) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser$/);

  await page.getByLabel(/^Email/).fill(demoStudent.email);
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);

  await page.getByLabel(/^Password/).fill(demoStudent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user$/);
});
