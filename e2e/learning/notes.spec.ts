import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';
import { openMenu } from '../support/menus.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

test('the student filters notes, writes one on a lesson, finds it in the player, exports a PDF and shares it', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/notes');
  await expect(page.getByRole('heading', { name: 'Course Notes', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Query by role' })).toBeVisible();

  // The tag filter keeps the URL and shows only the notes carrying it.
  await page.getByLabel('Tag').selectOption('performance');
  await expect(page.getByRole('heading', { name: 'Profiler workflow' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Query by role' })).toHaveCount(0);
  await page.getByLabel('Tag').selectOption('');

  // A note on a lesson, at 0:04, public.
  const title = `Lesson recap ${Date.now()}`;
  await page.getByRole('button', { name: 'New Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByRole('button', { name: 'Create note' }).click();
  await expect(dialog.getByText('Please enter note title')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByRole('combobox', { name: /^Course/ })
    .selectOption({ label: 'Advanced React Development' });
  const lesson = dialog.getByRole('combobox', { name: /^Lesson/ });
  const lessonId = await lesson.locator('option', { hasText: 'Testing by behaviour' }).getAttribute('value');
  await lesson.selectOption(lessonId as string);
  await dialog.getByLabel('Timestamp').fill('4');
  await dialog.getByLabel('Tags').fill('recap, e2e');
  await dialog.getByText(/^Private \(only you/).click();
  await expect(dialog.getByRole('checkbox', { name: /Private/ })).not.toBeChecked();
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Roles first, test ids last.');
  await dialog.getByRole('button', { name: 'Create note' }).click();
  await expect(page.getByText('Note created successfully')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();

  // Its m:ss opens the player on that lesson, where the Notes tab lists it.
  await card.getByRole('link', { name: /0:04/ }).click();
  await expect(page).toHaveURL(/\/user\/courses\/advanced-react-development\/read\/[^?]+\?t=4/);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('Roles first, test ids last.')).toBeVisible();
  await page.goBack();

  // The PDF export lists the notes.
  const exports = await openMenu(page.getByRole('button', { name: 'Export' }));
  const download = page.waitForEvent('download');
  await exports.getByRole('menuitem', { name: 'PDF document (.pdf)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('course-notes.pdf');
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Share: the link shows the note read-only to someone signed out; Stop sharing ends it.
  await (
    await openMenu(
      page.getByRole('article', { name: title }).getByRole('button', { name: `Actions for ${title}` }),
    )
  )
    .getByRole('menuitem', { name: 'Share', exact: true })
    .click();
  await expect(page.getByText('Share link copied to clipboard')).toBeVisible();
  const { user } = await (await context.request.get('/api/auth/me')).json();
  const notes = await (await context.request.get(`/api/course-notes/user/${user.Id}`)).json();
  const token = notes.find((note: { Title: string }) => note.Title === title).ShareToken as string;
  const visitor = await browser.newContext({ baseURL });
  const shared = await visitor.newPage();
  await shared.goto(`/notes/shared/${token}`);
  await expect(shared.getByRole('heading', { name: title })).toBeVisible();
  await expect(shared.getByText('Roles first, test ids last.')).toBeVisible();
  await (
    await openMenu(
      page.getByRole('article', { name: title }).getByRole('button', { name: `Actions for ${title}` }),
    )
  )
    .getByRole('menuitem', { name: 'Stop sharing' })
    .click();
  await expect(page.getByText('The note is no longer shared')).toBeVisible();
  await shared.goto(`/notes/shared/${token}`);
  await expect(shared.getByText('This note is not shared, or its link was revoked.')).toBeVisible();

  // Clean up: delete it.
  await (
    await openMenu(
      page.getByRole('article', { name: title }).getByRole('button', { name: `Actions for ${title}` }),
    )
  )
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Note deleted successfully')).toBeVisible();
  await visitor.close();
  await context.close();
});
