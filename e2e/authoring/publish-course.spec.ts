import { expect, test, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { axeProblems } from '../support/axe.ts';
import { signedInContext } from '../support/sessions.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// The seed's short sample lesson (a few seconds of H.264).
const VIDEO = fileURLToPath(new URL('../../server/seed-assets/lesson-sample.mp4', import.meta.url));
/** The upload field's hidden file input (its group carries the same name). */
const fileInput = (scope: Page | Locator, label: string) =>
  scope.locator(`input[type="file"][aria-label="${label}"]`);
const currentStep = (page: Page) => page.getByRole('listitem').and(page.locator('[aria-current="step"]'));

test('an instructor writes, saves, resumes and publishes a course that a student then enrols in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // two people, two uploads and a publish
  const title = `Testing in Practice ${Date.now()}`;
  const lessonTitle = 'Why we test';
  const instructor = await signedInContext(browser, baseURL as string, 'instructor');
  const page = await instructor.newPage();

  // New Course from the Teaching group of the sidebar.
  await page.goto('/user');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'New Course' }).click();
  await expect(page).toHaveURL(/\/instructor\/courses\/new$/);
  await expect(page.getByRole('heading', { name: 'Publish Course', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(await axeProblems(page)).toEqual([]);

  // Step 1: Next refuses an empty form; then every required field, and a cover.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Basic Information' }).getByText('Please enter course title'),
  ).toBeVisible();
  await expect(page.getByLabel(/^Sub Category/)).toBeDisabled();
  await page.getByLabel(/^Course Title/).fill(title);
  await page.getByLabel(/^Category/).selectOption({ label: 'Programming' });
  await page.getByLabel(/^Sub Category/).selectOption({ label: 'Web Development' });
  await page.getByLabel(/^Level/).selectOption({ label: 'Beginner' });
  await page.getByLabel(/^Language/).selectOption('English');
  await page.getByLabel(/^Short description/).fill('Write tests that catch real bugs.');
  await page.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.type('A practical course about testing web applications.');
  await page.getByRole('button', { name: 'Add tag JavaScript' }).click();
  await fileInput(page, 'Cover image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Image file uploaded successfully.')).toBeVisible();

  // The first save creates the draft and moves to its edit address.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/instructor\/courses\/[0-9a-f-]{36}\/edit$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Course Content');
  await expect(page.getByText('No sections yet')).toBeVisible();

  // A reload resumes the draft at its saved step.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
  await page.reload();
  await expect(currentStep(page)).toContainText('Course Content');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/^Course Title/)).toHaveValue(title);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a section with one video lesson.
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page.getByLabel('Section 1 title').fill('Getting started');
  await page.getByRole('button', { name: 'Add lesson to Getting started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  await dialog.getByLabel(/^Lesson title/).fill(lessonTitle);
  await expect(dialog.getByLabel('Type')).toHaveValue('video');
  await fileInput(dialog, 'Lesson video').setInputFiles(VIDEO);
  await expect(page.getByText('Video file uploaded successfully.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('lesson-sample.mp4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(page.getByRole('group', { name: lessonTitle })).toContainText('Video');
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a free course has no price fields.
  await expect(page.getByLabel(/^Price/)).toBeVisible();
  await page.getByText('Free course').click();
  await expect(page.getByLabel(/^Price/)).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: every checklist item ticked, then Publish.
  const checklist = page.getByRole('list', { name: 'Publishing checklist' });
  await expect(checklist.getByRole('listitem')).toHaveCount(4);
  await expect(checklist.getByText('(done)')).toHaveCount(4);
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Publish Course' }).click();
  await expect(page.getByText('Course published')).toBeVisible();
  const view = page.getByRole('link', { name: 'View course' });
  const href = (await view.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/courses\/[a-z0-9-]+$/);

  // My Courses lists it as published.
  await page.getByRole('link', { name: 'Back to my courses' }).click();
  await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
  expect(await axeProblems(page)).toEqual([]);
  await instructor.close();

  // A student finds it in the catalogue, enrols for free and opens the lesson. student2, who has no
  // subscription (the demo student's plan would open the course without enrolling).
  const student = await signedInContext(browser, baseURL as string, 'student2');
  const learner = await student.newPage();
  await learner.goto('/courses');
  await learner.getByRole('searchbox', { name: 'Search courses' }).fill(title);
  await learner.getByRole('link', { name: title }).first().click();
  await expect(learner).toHaveURL(href);
  await expect(learner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await learner.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(learner).toHaveURL(/\/user\/courses\/[a-z0-9-]+\/read/);
  await expect(learner.getByText(lessonTitle).first()).toBeVisible();
  await student.close();
});

test('a student who opens My Courses of the Teaching group is told the page is for instructors', async ({
  browser,
  baseURL,
}) => {
  const student = await signedInContext(browser, baseURL as string, 'student');
  const page = await student.newPage();
  await page.goto('/instructor/courses');
  await expect(page.getByText('You need the instructor role')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'New Course' }),
  ).toHaveCount(0);
  await student.close();
});
