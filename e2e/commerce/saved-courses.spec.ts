import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';
import { openMenu } from '../support/menus.ts';

test('the student makes a public collection of saved courses, shares it, and a signed-out visitor opens the link', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/wishlist');
  await expect(page).toHaveURL('/user/courses/save');
  await expect(page.getByRole('heading', { name: 'Saved Courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Collection' });
  await dialog.getByLabel(/^Name/).fill('Shared picks');
  await dialog.getByText('Public: anyone with its link can see it').click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  // Two saved courses into the collection, from their cards' Collections menu.
  const cards = page.getByRole('article');
  const titles: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    titles.push((await card.getAttribute('aria-label')) as string);
    await (
      await openMenu(card.getByRole('button', { name: /^Collections of/ }))
    )
      .getByRole('menuitem', { name: /Shared picks/ })
      .click();
    await page.keyboard.press('Escape');
  }
  await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Shared picks (2)' });
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog');
  await share.getByRole('button', { name: 'Create link' }).click();
  const url = await share.getByLabel('Share link').inputValue();
  expect(url).toMatch(/\/wishlist\/shared\/[\w-]{24}$/);
  await context.close();

  const visitor = await browser.newContext({ baseURL });
  const pub = await visitor.newPage();
  await pub.goto(new URL(url).pathname);
  await expect(pub.getByRole('heading', { name: 'Shared picks', level: 1 })).toBeVisible();
  for (const title of titles) await expect(pub.getByRole('article', { name: title })).toBeVisible();
  await expect(pub.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
  await visitor.close();
});
