import { expect, test } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';
import { tabCount } from '../support/tabs.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

test('the student favourites a course, finds it still favourite after a reload, and un-favourites it', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/library');
  await expect(page.getByRole('heading', { name: 'My Library', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Favorites \(\d+\)$/ })).toBeVisible();
  const before = await tabCount(page, 'Favorites');

  // A course that is not a favourite yet, found again by its title.
  const candidate = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to favorites' }) })
    .first();
  const title = (await candidate.getAttribute('aria-label')) as string;
  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Favorite status updated').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('tab', { name: `Favorites (${before + 1})` })).toBeVisible();

  // The server kept it: after a reload it is still a favourite, and in the Favorites tab.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('tab', { name: /^Favorites \(/ }).click();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('favorites');
  // In the Favorites panel: for a frame the panel it leaves is still there, with its own card of the course.
  const favourite = page
    .getByRole('tabpanel', { name: /^Favorites \(/ })
    .getByRole('article', { name: title, exact: true });
  await expect(favourite).toBeVisible();

  // Leave the data as found.
  await favourite.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(favourite).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Favorites (${before})` })).toBeVisible();
  await page.goto('/user/library');
  await expect(card.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await context.close();
});
