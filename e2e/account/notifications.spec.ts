import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

test('a notification sent through the API appears live in the open inbox and on the sidebar, then is read and filtered', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Unread: Payment pending' }).getByText('Urgent', { exact: true }),
  ).toBeVisible();
  const badge = page.getByTestId('unread-notifications');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  const { user } = await (await page.request.get('/api/auth/me')).json();

  // An administrator files one for the student from another browser: no reload here.
  const admin = await signedInContext(browser, baseURL as string, 'admin');
  const csrf = (await admin.cookies()).find((cookie) => cookie.name === 'csrf_token')!.value;
  const sent = await admin.request.post('/api/notifications', {
    headers: { 'x-csrf-token': csrf },
    data: {
      UserId: user.Id,
      Title: 'Your mentor left feedback',
      Message: 'Sarah reviewed your assignment.',
      Type: 'course',
      Priority: 'high',
      ActionUrl: '/user/reviews',
    },
  });
  expect(sent.status()).toBe(201);
  const arrived = page.getByRole('listitem', { name: 'Unread: Your mentor left feedback' });
  await expect(arrived).toBeVisible();
  await expect(badge).toHaveText(String(before + 1));
  // The student's push switches allow course notifications: it also pops up while the portal is open.
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Your mentor left feedback' }),
  ).toBeVisible();

  await arrived.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByText('Notification marked as read')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Your mentor left feedback' })).toBeVisible();
  await expect(badge).toHaveText(String(before));

  // The Filter menu narrows the list in the browser.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemradio', { name: 'Urgent' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Your mentor left feedback' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Unread: Payment pending' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await page.getByRole('tab', { name: /Unread/ }).click();
  await expect(page.getByText("You're all caught up!")).toBeVisible();
  await admin.close();
  await context.close();
});
