// An instructor's Media Library (docs/product/media.md#media-library): a video uploaded there shows with the
// thumbnail taken while it travelled, gets a new thumbnail from the stored file, a new name, and goes.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { signedInContext } from '../support/sessions.ts';

// The seed's short sample lesson (a few seconds of H.264).
const VIDEO = readFileSync(new URL('../../server/seed-assets/lesson-sample.mp4', import.meta.url));

test('an instructor uploads a video to the media library, renews its thumbnail, renames and deletes it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `journey-${Date.now()}.mp4`;
  const instructor = await signedInContext(browser, baseURL as string, 'instructor');
  const page = await instructor.newPage();
  await page.goto('/user');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Media Library' }).click();
  await expect(page.getByRole('heading', { name: 'Media Library', level: 1 })).toBeVisible();

  await page
    .locator('input[type="file"][aria-label="Upload a video"]')
    .setInputFiles({ name, mimeType: 'video/mp4', buffer: VIDEO });
  await expect(page.getByText('Video file uploaded successfully.')).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('img', { name: `Thumbnail of ${name}` })).toBeVisible();

  await card.getByRole('button', { name: `Generate thumbnail for ${name}` }).click();
  await expect(page.getByText('Thumbnail updated')).toBeVisible({ timeout: 20_000 });

  await card.getByRole('button', { name: `Rename ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename video' });
  await dialog.getByLabel('Name').fill(`Renamed ${name}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('File renamed')).toBeVisible();
  const renamed = page.getByRole('article', { name: `Renamed ${name}` });
  await expect(renamed).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  await renamed.getByRole('button', { name: `Delete Renamed ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await instructor.close();
});
