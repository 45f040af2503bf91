import { expect, test, type BrowserContext } from '@playwright/test';
import { newStudent, signedInContext } from '../support/sessions.ts';

/** The administrator files a notification for a user (from another browser: no reload on the user's side). */
async function fileNotification(admin: BrowserContext, data: Record<string, string>) {
  const csrf = (await admin.cookies()).find((cookie) => cookie.name === 'csrf_token')!.value;
  const sent = await admin.request.post('/api/notifications', { headers: { 'x-csrf-token': csrf }, data });
  expect(sent.status()).toBe(201);
}

test('a notification sent through the API appears live in the open inbox and on the sidebar, then is read and filtered', async ({
  browser,
  baseURL,
}) => {
  // A student of their own, with an urgent notification waiting: the unread count is theirs alone, where the
  // demo student's grows with what other journeys do (sign-in alerts, unlocked achievements, messages).
  const student = await newStudent(browser, baseURL as string, { firstname: 'Dana', lastname: 'Inbox' });
  const admin = await signedInContext(browser, baseURL as string, 'admin');
  await fileNotification(admin, {
    UserId: student.id,
    Title: 'Payment pending',
    Message: 'Your order for Photography Basics: Light and Composition is waiting for payment confirmation.',
    Type: 'warning',
    Priority: 'urgent',
    ActionUrl: '/user/orders',
  });

  const page = await student.context.newPage();
  await page.goto('/user/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Unread: Payment pending' }).getByText('Urgent', { exact: true }),
  ).toBeVisible();
  const badge = page.getByTestId('unread-notifications');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());

  await fileNotification(admin, {
    UserId: student.id,
    Title: 'Your mentor left feedback',
    Message: 'Sarah reviewed your assignment.',
    Type: 'course',
    Priority: 'high',
    ActionUrl: '/user/reviews',
  });
  const arrived = page.getByRole('listitem', { name: 'Unread: Your mentor left feedback' });
  await expect(arrived).toBeVisible();
  await expect(badge).toHaveText(String(before + 1));
  // A new student's push switches allow course notifications: it also pops up while the portal is open.
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
  await student.context.close();
});
