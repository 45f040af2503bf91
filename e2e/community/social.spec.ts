import { expect, test, type Locator } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { SOCIAL_FEED } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';

// The update it shares must come first in the feed: no other journey posts to it meanwhile (support/locks.ts).
test.describe.configure({ lock: SOCIAL_FEED });

/** The "N likes · M comments" line of a post card. */
async function countsOf(post: Locator): Promise<{ likes: number; comments: number }> {
  const text = (await post.getByText(/\d+ likes? · \d+ comments?/).textContent()) ?? '';
  const [, likes, comments] = /(\d+) likes? · (\d+) comments?/.exec(text) ?? [];
  return { likes: Number(likes), comments: Number(comments) };
}

const countsText = ({ likes, comments }: { likes: number; comments: number }) =>
  `${likes} ${likes === 1 ? 'like' : 'likes'} · ${comments} ${comments === 1 ? 'comment' : 'comments'}`;

test('the student shares an update, likes and comments a post, and joins and leaves a study group', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/social');
  await expect(page.getByRole('heading', { name: 'Social Learning', level: 1 })).toBeVisible();
  const leaderboard = page.getByRole('region', { name: 'Weekly Leaderboard' });
  await expect(leaderboard.getByText(/\(You\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Study Buddies' }).getByRole('listitem')).toHaveCount(3);
  expect(await axeProblems(page)).toEqual([]);

  // Share an update: it comes first in the feed.
  const update = `Spaced repetition works: ${Date.now()}`;
  await page.getByRole('button', { name: 'Share Update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share an Update' });
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog.getByText('Please select a post type')).toBeVisible();
  await dialog.getByLabel(/^Post type/).selectOption('tip');
  await dialog.getByLabel(/^What would you like to share/).fill(update);
  await expect(dialog.getByText(`${update.length}/500`)).toBeVisible();
  await dialog.getByLabel('Tags').fill(' memory , habits ');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Post created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('article').first();
  await expect(mine).toContainText(update);
  await expect(mine.getByText('#memory')).toBeVisible();

  // Like and comment Maya's post: the counts change, and stay after a reload.
  const post = page.getByRole('article').filter({ hasText: 'Finished the performance section' });
  const before = await countsOf(post);
  await post.getByRole('button', { name: 'Like' }).click();
  await expect(post.getByText(countsText({ ...before, likes: before.likes + 1 }))).toBeVisible();
  await post.getByRole('button', { name: /^Comments/ }).click();
  const comment = `Same here, thanks for the tip ${Date.now()}`;
  await post.getByLabel('Add a comment').fill(comment);
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(post.getByRole('list', { name: 'Comments' }).getByText(comment)).toBeVisible();
  const after = { likes: before.likes + 1, comments: before.comments + 1 };
  await expect(post.getByText(countsText(after))).toBeVisible();
  await page.reload();
  await expect(post.getByText(countsText(after))).toBeVisible();
  await expect(post.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');

  // Undo it all, so other journeys see the feed as seeded.
  await post.getByRole('button', { name: /^Comments/ }).click();
  const thread = post.getByRole('list', { name: 'Comments' });
  await thread
    .getByRole('listitem')
    .filter({ hasText: comment })
    .getByRole('button', { name: 'Delete comment' })
    .click();
  await expect(thread.getByText(comment)).toBeHidden();
  await post.getByRole('button', { name: 'Like' }).click();
  await expect(post.getByText(countsText(before))).toBeVisible();
  const own = page.getByRole('article').filter({ hasText: update });
  await own.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(own).toHaveCount(0);

  // Join a public study group by keyboard, then leave it.
  await page.getByRole('tab', { name: 'Study Groups' }).click();
  await expect(page).toHaveURL(/tab=groups/);
  const group = page.getByRole('article', { name: 'JavaScript Fundamentals Review' });
  await expect(group.getByText('2/10 members')).toBeVisible();
  await group.getByRole('button', { name: 'Join' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You joined the group')).toBeVisible();
  await expect(group.getByText('3/10 members')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Backend Builders' }).getByRole('button', { name: 'Join' }),
  ).toBeDisabled();
  expect(await axeProblems(page)).toEqual([]);
  await group.getByRole('button', { name: 'Leave' }).click();
  await expect(group.getByText('2/10 members')).toBeVisible();
  await expect(group.getByRole('button', { name: 'Join' })).toBeEnabled();
  await context.close();
});
