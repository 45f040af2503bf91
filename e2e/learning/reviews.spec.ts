import { expect, test } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';
import { openMenu } from '../support/menus.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

test('the student writes a review of an enrolled course, sees it pending on My Reviews, edits it and deletes it', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();

  await page.goto('/user/reviews');
  await expect(page.getByRole('heading', { name: 'My Reviews', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Review figures' });
  await expect(figures.getByText('Total Reviews')).toBeVisible();
  await expect(page.getByText('The best start I could have hoped for')).toBeVisible();
  await page.getByRole('tab', { name: /Pending/ }).click();
  // In the Pending panel: for a frame the All panel it leaves is still there, with the same review.
  await expect(
    page.getByRole('tabpanel', { name: /Pending/ }).getByText('Dense but very practical'),
  ).toBeVisible();
  await expect(page.getByText('The best start I could have hoped for')).toHaveCount(0);
  await page.getByRole('tab', { name: /All/ }).click();
  await page.getByLabel('Type').selectOption('instructor');
  await expect(page.getByText('Sarah explains the why')).toBeVisible();
  await expect(page.getByText('Grid finally makes sense')).toHaveCount(0);
  await page.getByLabel('Type').selectOption('all');

  // Write: the picker lists the enrolled courses; one already reviewed cannot be chosen again.
  await page.getByRole('link', { name: 'Write Review' }).first().click();
  await expect(page).toHaveURL(/\/reviews\/write$/);
  const course = page.getByLabel('Course');
  await expect(
    course.getByRole('option', { name: /Modern JavaScript Fundamentals.*already reviewed/ }),
  ).toBeDisabled();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  const postgres = course.getByRole('option', { name: /PostgreSQL for Application Developers/ });
  await course.selectOption((await postgres.getAttribute('value'))!);
  await page.getByRole('radio', { name: '4 stars' }).click();
  await expect(page.getByText('Very Good - Exceeds expectations')).toBeVisible();
  // The rules in order: the title first.
  await page.getByLabel('Review title').fill('   ');
  await submit.click();
  await expect(page.getByText('Please provide a review title')).toBeVisible();
  await page.getByLabel('Review title').fill('Indexes finally click');
  await page.getByLabel('Your review').fill('The EXPLAIN lessons are gold. More on partitioning, please.');
  await submit.click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/reviews$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Indexes finally click' });
  await expect(card.getByText('Pending review')).toBeVisible();

  // Edit: no picker, the text kept; the review stays pending.
  await (
    await openMenu(card.getByRole('button', { name: 'Actions for Indexes finally click' }))
  )
    .getByRole('menuitem', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/reviews\/edit\//);
  await expect(page.getByLabel('Course')).toHaveCount(0);
  await expect(page.getByLabel('Review title')).toHaveValue('Indexes finally click');
  await page.getByRole('radio', { name: '5 stars' }).click();
  await page.getByLabel('Review title').fill('Indexes finally click for me');
  await page.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();
  const edited = page.getByRole('listitem').filter({ hasText: 'Indexes finally click for me' });
  await expect(edited.getByText('Pending review')).toBeVisible();
  await expect(edited.getByRole('img', { name: /5 out of 5/ })).toBeVisible();

  // Delete, after confirming.
  await (
    await openMenu(edited.getByRole('button', { name: 'Actions for Indexes finally click for me' }))
  )
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted successfully')).toBeVisible();
  await expect(page.getByText('Indexes finally click for me')).toHaveCount(0);
  await context.close();
});

test('a completed course’s “Write a review” on My Courses opens the form with that course chosen', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/courses');
  await page.getByRole('link', { name: 'Write a review of Desk Yoga for Developers' }).click();
  await expect(page).toHaveURL(/\/reviews\/write$/);
  const course = page.getByLabel('Course');
  await expect(course.locator('option:checked')).toHaveText(/Desk Yoga for Developers/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/user\/reviews$/);
  await context.close();
});
