import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the student edits the profile and the photo, and the top bar follows at once', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('student@academy.test')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Alexa');
  await page.getByLabel('About').fill('Learning React and PostgreSQL, one lesson a day.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Learning React and PostgreSQL, one lesson a day.')).toBeVisible();
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('Alexa Morgan')).toBeVisible();

  await page.getByRole('tab', { name: 'Photo Management' }).click();
  await page.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Photo updated successfully')).toBeVisible();
  const photo = topBar.locator('img');
  await expect(photo).toHaveAttribute('src', /\/public\/upload\/.+\/profile\/[0-9a-f]{32}\.webp$/);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo removed successfully!')).toBeVisible();
  await expect(photo).toHaveCount(0);

  // Put the demo name back for the other journeys.
  await page.getByRole('tab', { name: 'Profile Information' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Alex');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(topBar.getByText('Alex Morgan')).toBeVisible();
  await context.close();
});
