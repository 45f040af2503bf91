import { expect, type Page } from '@playwright/test';
import { openMenu } from './menus.ts';
import { closeAmbientToasts } from './toasts.ts';

export const demoStudent = { email: 'student@academy.test', password: 'Student#2026', name: 'Alex Morgan' };

/** Opens the signed-in person's menu in the top bar; its button is named by the name it shows. */
export async function openUserMenu(page: Page, name = demoStudent.name) {
  return openMenu(page.getByRole('banner').getByRole('button', { name }));
}

/** Signs in through the real login form, as a person would, and waits for the portal to show. */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = demoStudent,
  next = '/user',
) {
  await closeAmbientToasts(page);
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}$`));
}
