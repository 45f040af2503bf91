import { expect, test } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { signedInContext } from '../support/sessions.ts';

test('a student publishes a post with bold text, a visitor reads it, and another student likes, comments, replies and rates it', async ({
  browser,
  baseURL,
}) => {
  // The student writes the post in the rich-text editor and publishes it.
  const author = await signedInContext(browser, baseURL as string, 'student');
  const page = await author.newPage();
  await page.goto('/posts/create/new');
  await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeVisible();
  const editor = page.getByRole('textbox', { name: /^Content/ });
  await expect(editor).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  const title = `Grid areas read like a map ${Date.now()}`;
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Give your post a title.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Programming' });
  await editor.click();
  await page.keyboard.type('Name the areas first, then ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('place every item by name');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit post' })).toBeVisible();
  const address = new URL(page.url()).pathname;
  expect(address).toMatch(/^\/posts\/[^/]+$/);

  // Signed out, the post reads in full, with the bold kept and a way to sign in.
  const visitor = await browser.newContext({ baseURL });
  const reader = await visitor.newPage();
  await reader.goto(address);
  await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(
    reader.getByRole('article').locator('strong', { hasText: 'place every item by name' }),
  ).toBeVisible();
  await expect(reader.locator('#main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(reader.getByText('No comments yet')).toBeVisible();
  expect(await axeProblems(reader)).toEqual([]);
  await reader.goto('/posts');
  await expect(reader.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
  await expect(reader.getByRole('article', { name: title })).toBeVisible();
  expect(await axeProblems(reader)).toEqual([]);
  await visitor.close();

  // Another student likes it, comments, replies and rates it 5 with a review.
  const other = await signedInContext(browser, baseURL as string, 'student2');
  const second = await other.newPage();
  await second.goto(address);
  const like = second.getByRole('button', { name: /^Like \(\d+\)$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toBeEnabled();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(second.getByRole('button', { name: 'Like (1)' })).toBeVisible();

  await second
    .getByRole('textbox', { name: 'Add a comment' })
    .fill('Naming areas changed how I lay out pages.');
  await second.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = second.getByRole('listitem', { name: 'Comment by Priya Nair' }).first();
  await expect(comment).toContainText('Naming areas changed how I lay out pages.');
  await comment.getByRole('button', { name: 'Reply to Priya Nair' }).click();
  await second
    .getByRole('textbox', { name: 'Reply to Priya Nair' })
    .fill('And the template reads like a map.');
  await second.getByRole('button', { name: 'Reply', exact: true }).click();
  // The saved reply is a paragraph of the thread; until the reply box closes its textarea holds the same text.
  await expect(second.getByRole('textbox', { name: 'Reply to Priya Nair' })).toHaveCount(0);
  await expect(
    second.getByRole('paragraph').filter({ hasText: /^And the template reads like a map\.$/ }),
  ).toBeVisible();

  const stars = second.getByRole('radiogroup', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '5 stars' }).click();
  await second.getByRole('textbox', { name: 'Review (optional)' }).fill('Short and clear.');
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.getByText('Thank you for rating this post')).toBeVisible();
  expect(await axeProblems(second)).toEqual([]);

  // After a reload everything is kept.
  await second.reload();
  await expect(second.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(second.getByText(/1 like · 0 dislikes · 2 comments/)).toBeVisible();
  await expect(second.getByRole('listitem', { name: 'Comment by Priya Nair' })).toHaveCount(2);
  await expect(second.getByText('1 rating', { exact: true })).toBeVisible();
  await expect(second.getByRole('list', { name: 'Reviews' })).toContainText('Short and clear.');
  // The form holds the reader's own rating, to change it.
  await expect(second.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(second.getByRole('textbox', { name: 'Review (optional)' })).toHaveValue('Short and clear.');
  await other.close();
  await author.close();
});
