import { expect, test, type Page } from '@playwright/test';
import { axeProblems } from '../support/axe.ts';
import { newStudent } from '../support/sessions.ts';

// A learner of their own (support/sessions.ts): the free course's progress is theirs alone.
const SLUG = 'modern-javascript-fundamentals';
const COURSE = 'Modern JavaScript Fundamentals';

const video = (page: Page) => page.locator('video');

/** Ready as a learner sees it: the loading overlay gone, the first frame decoded. */
async function waitForVideo(page: Page) {
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByText('Loading video...')).toBeHidden();
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
}

type Outline = { id: string; sections: { contents: { id: string; title: string; type: string }[] }[] };
type Progress = { currentTime: number } | null;

test('a student downloads a course at 360p, plays a lesson offline, and the progress reaches the server once back online', async ({
  browser,
  baseURL,
}) => {
  const student = await newStudent(browser, baseURL as string, { firstname: 'Offline', lastname: 'Learner' });
  const { context } = student;
  const api = context.request;
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const { Id: courseId } = (await (await api.get(`/api/courses/${SLUG}`)).json()) as { Id: string };
  expect(
    (
      await api.post('/api/enrollments/enroll-free', {
        headers: { 'x-csrf-token': csrf },
        data: { courseId },
      })
    ).ok(),
  ).toBe(true);
  const outline = (await (await api.get(`/api/player/courses/${SLUG}`)).json()) as Outline;
  const lesson = outline.sections.flatMap((section) => section.contents).find((c) => c.type === 'video')!;
  const serverProgress = async () =>
    (await (await api.get(`/api/video-progress/${courseId}/${lesson.id}/${student.id}`)).json()) as Progress;

  // Online: download at 360p from the Library.
  const page = await context.newPage();
  await page.goto('/user/library');
  const card = page.getByRole('article', { name: COURSE, exact: true });
  await card.getByRole('button', { name: `Download ${COURSE} for offline use` }).click();
  const dialog = page.getByRole('dialog', { name: 'Download for offline use' });
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByText('360p (smaller)').click();
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  // Three lessons of the 360p rendition (about 275 KB each with audio and captions); at 720p it passes 1 MB.
  await expect(card.getByText(/^Downloaded · \d+ KB · 360p$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Downloaded (1)' })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  // Online once in the player, so its code is on the page; the lesson already plays from the device.
  await page.goto(`/user/courses/${SLUG}/read/${lesson.id}`);
  await waitForVideo(page);

  // Offline: from the Library's Downloaded tab back into the course, by client-side navigation only.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByRole('tab', { name: 'Downloaded (1)' }).click();
  await page
    .getByRole('tabpanel', { name: 'Downloaded (1)' })
    .getByRole('link', { name: `Continue ${COURSE}` })
    .click();
  await expect(page.getByText('You are offline')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Course Content' })
    .getByRole('link', { name: new RegExp(`^${lesson.title}`) })
    .click();
  await waitForVideo(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(2);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const pausedAt = await video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(await serverProgress()).toBeNull();

  // Back online: the queued position is sent.
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverProgress())?.currentTime ?? 0, { timeout: 15_000 })
    .toBeCloseTo(pausedAt, 0);
  await context.close();
});
