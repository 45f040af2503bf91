import { expect, test, type Page } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

// student2 has no plan, so paid courses are for sale to them; the demo student's annual plan opens them all.
// Both journeys buy as student2, with one cart and one checkout: they run in order, in one worker.
test.describe.configure({ mode: 'default' });

const buyer = { email: 'student2@academy.test', password: 'Student#2026' };
const COURSE = 'Advanced React Development';
const SLUG = 'advanced-react-development';

async function payWith(page: Page, number: string) {
  await page.getByLabel(/^Name on card/).fill('Priya Patel');
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiry/).fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a signed-out visitor finds a course, signs in, buys it with a coupon and opens it in the player', async ({
  page,
}) => {
  // Signed out: the catalogue is public and tolerates a typo.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Browse Courses', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('reactt hooks');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('reactt hooks');
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page).toHaveURL(`/courses/${SLUG}`);
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course content' })).toBeVisible();

  // Add to cart sends a signed-out visitor to sign in, and brings them back to finish the action.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel(/^Email/).fill(buyer.email);
  await page.getByLabel(/^Password/).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/courses/${SLUG}`);
  await expect(page.getByRole('link', { name: 'Go to cart' })).toBeVisible();

  // The cart, its coupon and the server's totals.
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: COURSE })).toBeVisible();
  await page.getByLabel('Coupon code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(page.getByText('$80.99')).toBeVisible();

  // Checkout with the test card that succeeds.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('Visa •••• 4242 (test)')).toBeVisible();
  await expect(page.getByText('-$9.00')).toBeVisible();

  // The order is in the history, the course in My Courses, and it opens in the player.
  await page.goto('/user/orders');
  await expect(page.getByRole('table').getByText('Successful').first()).toBeVisible();
  await page.goto('/user/courses');
  await expect(page.getByRole('article', { name: COURSE })).toBeVisible();
  await page.goto(`/courses/${SLUG}`);
  await page.getByRole('link', { name: 'Go to course' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/courses/${SLUG}/read`));
  await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
});

test('a declined card changes nothing but the order, and a pending payment can be completed', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student2');
  const page = await context.newPage();
  const slug = 'project-management-for-teams';
  await page.goto(`/courses/${slug}`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL('/checkout');

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL('/checkout');
  const course = await (await context.request.get(`/api/courses/${slug}`)).json();
  expect(course.Viewer.HasAccess).toBe(false);
  expect(
    (await (await context.request.get(`/api/enrollments/check-access/${course.Id}`)).json()).hasAccess,
  ).toBe(false);

  // A card that stays pending: the order waits on its page, then the payment is completed there.
  await payWith(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(page.getByText('Successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Courses' })).toBeVisible();
  await context.close();
});
