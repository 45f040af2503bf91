import { expect, test } from '@playwright/test';
import { openUserMenu, signIn } from '../support/sign-in.ts';

test('the demo student signs in, sees their dashboard, visits each remote, edits their profile and signs out', async ({
  page,
}) => {
  await signIn(page);

  // learning: the dashboard with seeded data
  await expect(page.getByRole('heading', { name: 'Recent Courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue / }).first()).toBeVisible();
  await expect(page.getByText('Enrolled Courses')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Meetings' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Portal' });

  // community: meetings, from the dashboard's link
  await page.getByRole('link', { name: 'View all meetings' }).click();
  await expect(page).toHaveURL(/\/user\/meetings$/);
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ })).toBeVisible();

  // commerce: the sidebar's Billing entry belongs to commerce; order history is in the user menu
  await sidebar.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/user\/billing$/);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Order History' }).click();
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();

  // authoring: the student's own posts
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Published Posts' }).click();
  await expect(page.getByRole('heading', { name: 'Published Posts' })).toBeVisible();

  // account: change a profile field, and it survives a reload
  await sidebar.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/user\/account$/);
  const about = page.getByLabel('About');
  const text = `Learning every day (${Date.now()})`;
  await about.fill(text);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('About')).toHaveValue(text);

  // sign out
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser$/);
});
