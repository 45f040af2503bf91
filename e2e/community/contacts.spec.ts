import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

test('the student finds a classmate in Course Contacts, marks a favourite, and messages her from her card', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/contacts');
  await expect(page.getByRole('heading', { name: 'Course Contacts', level: 1 })).toBeVisible();

  // The course filter lists the student's own courses.
  await expect(
    page.getByLabel('Course').getByRole('option', { name: 'Digital Marketing Strategy' }),
  ).toBeAttached();
  await page.getByLabel('Course').selectOption({ label: 'Digital Marketing Strategy' });
  const priya = page.getByRole('article', { name: 'Priya Nair' });
  await expect(priya).toBeVisible();
  // A classmate's address is not shown to another student.
  await priya.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Priya Nair' });
  await expect(details.getByText('Digital Marketing Strategy')).toBeVisible();
  await expect(details.getByText('student2@academy.test')).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();

  await priya.getByRole('button', { name: 'Add Priya Nair to favorites' }).click();
  await expect(page.getByText('Favorite status updated').first()).toBeVisible();
  // In the Favorites panel: for a frame the panel it leaves is still there, with its own card of Priya.
  const favourite = page
    .getByRole('tabpanel', { name: /Favorites/ })
    .getByRole('article', { name: 'Priya Nair' });
  await page.getByRole('tab', { name: /Favorites/ }).click();
  await expect(favourite).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: /Favorites/ }).click();
  await expect(favourite).toBeVisible();
  // Put it back as seeded.
  await favourite.getByRole('button', { name: 'Remove Priya Nair from favorites' }).click();
  await expect(favourite).toBeHidden();

  await page.getByRole('tab', { name: /All/ }).click();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Priya');
  await page
    .getByRole('article', { name: 'Priya Nair' })
    .getByRole('button', { name: 'Send message' })
    .click();
  await expect(page).toHaveURL(/\/user\/messages\?conversation=/);
  const header = page
    .getByRole('region', { name: 'Conversation' })
    .getByRole('heading', { name: 'Priya Nair' });
  await expect(header).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Hi Priya, found you in Contacts!');
  await box.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Hi Priya, found you in Contacts!'),
  ).toBeVisible();
  await context.close();
});
