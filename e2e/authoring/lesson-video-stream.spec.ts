import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeProblems } from '../support/axe.ts';
import { openMenu } from '../support/menus.ts';
import { sidewaysScroll } from '../support/overflow.ts';
import { signedInContext } from '../support/sessions.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SRT = `1
00:00:00,000 --> 00:00:02,500
<i>Welcome</i> to the lesson

2
00:00:02,500 --> 00:00:04,000
Tests catch real bugs
`;

/** A real 1080p clip with sound, made by the ffmpeg the server transcodes with. */
function makeClip(): string {
  const ffmpeg = (
    createRequire(new URL('../../server/package.json', import.meta.url))('@ffmpeg-installer/ffmpeg') as {
      path: string;
    }
  ).path;
  const path = join(mkdtempSync(join(tmpdir(), 'portal-e2e-clip-')), 'lesson-1080p.mp4');
  const made = spawnSync(ffmpeg, [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1920x1080:rate=24:duration=4',
    ],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg: ${made.stderr.toString()}`);
  return path;
}

const fileInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);
const menuButton = (page: Page, menu: string) => page.getByRole('button', { name: new RegExp(`^${menu} `) });

test('an instructor uploads a 1080p lesson through a dropped connection, adds SRT captions and publishes; a student plays its ladder with the captions on', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000); // an upload, a transcode and two people
  const clip = makeClip();
  const title = `Streaming Lessons ${Date.now()}`;
  const instructor = await signedInContext(browser, baseURL as string, 'instructor');
  const page = await instructor.newPage();
  await page.goto('/instructor/courses/new');
  await page.getByLabel(/^Course Title/).fill(title);
  await page.getByLabel(/^Category/).selectOption({ label: 'Programming' });
  await page.getByLabel(/^Sub Category/).selectOption({ label: 'Web Development' });
  await page.getByLabel(/^Level/).selectOption({ label: 'Beginner' });
  await page.getByLabel(/^Language/).selectOption('English');
  await page.getByLabel(/^Short description/).fill('Lessons that stream at every speed.');
  await page.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.type('A course whose video adapts to the line.');
  await fileInput(page, 'Cover image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Image file uploaded successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page.getByLabel('Section 1 title').fill('Streams');
  await page.getByRole('button', { name: 'Add lesson to Streams' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  await dialog.getByLabel(/^Lesson title/).fill('Adaptive video');

  // The connection drops during the first chunk: the upload asks the server where it stopped and goes on.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads/tus')) sent.push(request.method());
  });
  let dropped = false;
  await page.route('**/api/uploads/tus/*', async (route) => {
    if (route.request().method() === 'PATCH' && !dropped) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await fileInput(page, 'Lesson video').setInputFiles(clip);
  await expect(page.getByText('Video file uploaded successfully.')).toBeVisible({ timeout: 60_000 });
  expect(dropped).toBe(true);
  expect(sent.slice(0, 1)).toEqual(['POST']);
  expect(sent).toContain('HEAD');
  await page.unroute('**/api/uploads/tus/*');

  // Processing n % → Ready, live, with the ladder below the source.
  const status = dialog.getByRole('status', { name: 'Video processing' });
  await expect(status).toContainText('Ready', { timeout: 120_000 });
  await expect(status).toContainText('1080p · 720p · 480p · 360p');

  // SRT captions, made the default.
  await dialog.getByLabel('Caption file').setInputFiles({
    name: 'lesson.en.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(SRT),
  });
  await dialog.getByText('Default', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add captions' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove captions English' })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  // The same dialog on a phone: nothing runs off the side, and axe passes there too.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(dialog.getByRole('button', { name: 'Add captions' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeNull();
  expect(await axeProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Free course').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Publish Course' }).click();
  await expect(page.getByText('Course published')).toBeVisible();
  const href = (await page.getByRole('link', { name: 'View course' }).getAttribute('href')) ?? '';
  await instructor.close();

  // The student enrols and plays the lesson: the ladder's qualities, and the default captions showing.
  const student = await signedInContext(browser, baseURL as string, 'student2');
  const learner = await student.newPage();
  await learner.goto(href);
  await learner.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(learner).toHaveURL(/\/user\/courses\/[a-z0-9-]+\/read/);
  await expect(learner.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(learner.getByText('Loading video...')).toBeHidden({ timeout: 30_000 });
  const quality = await openMenu(menuButton(learner, 'Quality'));
  await expect(quality.getByRole('menuitemradio')).toHaveText(['Auto', '1080p', '720p', '480p', '360p']);
  await learner.keyboard.press('Escape');
  await expect
    .poll(() =>
      learner
        .locator('video')
        .evaluate((video: HTMLVideoElement) =>
          [...video.textTracks].filter((track) => track.mode === 'showing').map((track) => track.language),
        ),
    )
    .toEqual(['en']);
  await learner.setViewportSize({ width: 360, height: 740 });
  expect(await sidewaysScroll(learner)).toBeNull();
  const download = learner.getByRole('link', { name: /Download/ });
  await expect(download).toHaveAttribute('href', /\/public\/upload\/streams\/v-[0-9a-f-]+\/download\.mp4$/);
  await student.close();
});
