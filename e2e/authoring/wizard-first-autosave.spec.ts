import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

const EDIT_ADDRESS = /\/instructor\/courses\/([0-9a-f-]{36})\/edit$/;

test('an instructor keeps typing through a new course’s first autosave, in the title and in an open dialog', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const instructor = await signedInContext(browser, baseURL as string, 'instructor');
  const page = await instructor.newPage();
  const newCourse = page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'New Course' });
  const courseTitle = page.getByLabel(/^Course Title/);

  // The title: typing, a pause past the autosave (which gives the course its edit address), more typing.
  const title = `Typed through the autosave ${Date.now()}`;
  await page.goto('/user');
  await newCourse.click();
  await expect(page).toHaveURL(/\/instructor\/courses\/new$/);
  await courseTitle.click();
  await page.keyboard.type(title);
  await expect(page).toHaveURL(EDIT_ADDRESS);
  await expect(page.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
  await page.keyboard.type(' and more');
  await expect(courseTitle).toHaveValue(`${title} and more`);
  await expect(courseTitle).toBeFocused();
  // The next autosave updates that draft: a reload shows all of it.
  const draftId = EDIT_ADDRESS.exec(page.url())?.[1] ?? '';
  await page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/api/course-drafts/${draftId}`),
  );
  await page.reload();
  await expect(courseTitle).toHaveValue(`${title} and more`);

  // The dialog: the first autosave's answer is held until the author is typing in Add Lesson.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/course-drafts', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const firstSave = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/course-drafts',
  );
  await newCourse.click();
  await expect(page).toHaveURL(/\/instructor\/courses\/new$/);
  await expect(courseTitle).toHaveValue(''); // a new course starts afresh
  await courseTitle.fill(`Dialog open through the autosave ${Date.now()}`);
  await page.getByLabel(/^Category/).selectOption({ label: 'Programming' });
  await page.getByLabel(/^Sub Category/).selectOption({ label: 'Web Development' });
  await page.getByLabel(/^Level/).selectOption({ label: 'Beginner' });
  await page.getByLabel(/^Language/).selectOption('English');
  await page.getByLabel(/^Short description/).fill('Tests that read like stories.');
  await page.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.type('All about tests.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page.getByRole('button', { name: 'Add lesson to Section 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  const lessonTitle = dialog.getByLabel(/^Lesson title/);
  await lessonTitle.click();
  await page.keyboard.type('Why');
  await firstSave;
  await expect(page).toHaveURL(/\/instructor\/courses\/new$/);
  answer();
  await expect(page).toHaveURL(EDIT_ADDRESS);
  await page.keyboard.type(' we test');
  await expect(dialog).toBeVisible();
  await expect(lessonTitle).toHaveValue('Why we test');
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(page.getByRole('group', { name: 'Why we test' })).toBeVisible();
  await instructor.close();
});
