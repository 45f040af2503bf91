import { expect, test } from '@playwright/test';
import { newStudent } from '../support/sessions.ts';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the student edits the profile and the photo, and the top bar follows at once', async ({
  browser,
  baseURL,
}) => {
  // A student of its own: the name in the top bar changes, and the other journeys read the demo student's.
  const student = await newStudent(browser, baseURL as string, { firstname: 'Alex', lastname: 'Rivera' });
  const { context } = student;
  const page = await context.newPage();
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText(student.email)).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Alexa');
  // The form wants a phone number, which registering does not ask for.
  await page.getByLabel('Phone').fill('+1 555 123 4567');
  await page.getByLabel('About').fill('Learning React and PostgreSQL, one lesson a day.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Learning React and PostgreSQL, one lesson a day.')).toBeVisible();
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('Alexa Rivera')).toBeVisible();

  await page.getByRole('tab', { name: 'Photo Management' }).click();
  await page.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Photo updated successfully')).toBeVisible();
  const photo = topBar.locator('img');
  await expect(photo).toHaveAttribute('src', /\/public\/upload\/.+\/profile\/[0-9a-f]{32}\.webp$/);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo removed successfully!')).toBeVisible();
  await expect(photo).toHaveCount(0);

  // A second change of name shows at once too.
  await page.getByRole('tab', { name: 'Profile Information' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Alex');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(topBar.getByText('Alex Rivera')).toBeVisible();
  await context.close();
});
