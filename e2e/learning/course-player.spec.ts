import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';

// The demo student's learning, one journey at a time (support/locks.ts). These four also build on each other:
// the first resumes the seeded position of the video that the second plays to the end.
test.describe.configure({ mode: 'default', lock: DEMO_STUDENT_LEARNING });

// The demo student left this course's "Testing by behaviour" video at 6.5 s of 12 (the seed).
const COURSE = 'Advanced React Development';
const VIDEO = 'Testing by behaviour';

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
const lessonLink = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Course Content' })
    .getByRole('link', { name: new RegExp(`^${title}`) });

async function waitForVideo(page: Page) {
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Ready as a learner sees it: the loading overlay is gone (the first frame is decoded).
  await expect(page.getByText('Loading video...')).toBeHidden();
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
}

/** A control-bar menu button, named by its setting then its value ("Speed 1.25×"). */
const menuButton = (page: Page, menu: string) => page.getByRole('button', { name: new RegExp(`^${menu} `) });

async function choose(page: Page, menu: string, option: string) {
  await menuButton(page, menu).click();
  await page.getByRole('menuitemradio', { name: option, exact: true }).click();
}

test('from the dashboard the student resumes the video where they left it, plays it, picks speed, captions and quality, and a bookmark survives a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user');
  await page.getByRole('link', { name: `Continue ${COURSE}` }).click();
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${COURSE} - Course Player`);
  await expect(lessonLink(page, VIDEO)).toHaveAttribute('aria-current', 'page');
  await waitForVideo(page);
  expect(await currentTime(page)).toBeCloseTo(6.5, 0);

  // It plays: time advances.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(7.5);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  await choose(page, 'Speed', '1.5×');
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await choose(page, 'Captions', 'Off');
  await expect
    .poll(() =>
      video(page).evaluate((element: HTMLVideoElement) =>
        [...element.textTracks].some((track) => track.mode === 'showing'),
      ),
    )
    .toBe(false);
  await choose(page, 'Captions', 'English');
  await expect
    .poll(() =>
      video(page).evaluate((element: HTMLVideoElement) =>
        [...element.textTracks].some((track) => track.mode === 'showing'),
      ),
    )
    .toBe(true);
  await choose(page, 'Quality', '360p');
  await expect(menuButton(page, 'Quality')).toHaveAccessibleName('Quality 360p');

  const bookmarksTab = page.getByRole('tab', { name: /^Bookmarks \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await bookmarksTab.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bookmark' });
  await dialog.getByLabel('Note (optional)').fill('Where the test double appears');
  await dialog.getByRole('button', { name: 'Save bookmark' }).click();
  await expect(page.getByRole('tab', { name: `Bookmarks (${before + 1})` })).toBeVisible();
  const pausedAt = await currentTime(page);

  // After a reload: the position, the speed, the quality and the bookmark are the server's.
  await page.reload();
  await waitForVideo(page);
  // The player seeks to the saved position once the video's metadata is in: wait for it, do not sample once.
  await expect.poll(async () => Math.abs((await currentTime(page)) - pausedAt)).toBeLessThan(1);
  await expect(menuButton(page, 'Speed')).toHaveAccessibleName('Speed 1.5×');
  await expect(menuButton(page, 'Quality')).toHaveAccessibleName('Quality 360p');
  await page.getByRole('tab', { name: `Bookmarks (${before + 1})` }).click();
  await expect(page.getByText('Where the test double appears')).toBeVisible();
  await context.close();
});

test('by keyboard alone the student plays, speeds up and skips to the end, which ticks the lesson and raises the course on My Courses', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/courses?tab=all');
  const card = page.getByRole('article', { name: COURSE, exact: true });
  const percentBefore = Number(/(\d+)%/.exec((await card.textContent()) ?? '')?.[1]);

  await page.goto('/user/courses/advanced-react-development/read');
  await waitForVideo(page);
  const region = page.getByRole('region', { name: `Video player: ${VIDEO}` });
  await region.focus();
  await page.keyboard.press('k');
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  const speed = (await menuButton(page, 'Speed').textContent()) as string;
  await page.keyboard.press('Shift+>');
  await expect(menuButton(page, 'Speed')).not.toHaveText(speed);
  await page.keyboard.press('k');
  // Twice ten seconds forward lands on the end of the 12-second clip wherever it resumed.
  await page.keyboard.press('l');
  await page.keyboard.press('l');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(10.7);
  // The server ticks the lesson at 90 %: the sidebar shows it.
  await expect(lessonLink(page, VIDEO)).toHaveAccessibleName(/completed/);

  await page.goto('/user/courses?tab=all');
  await expect
    .poll(async () => Number(/(\d+)%/.exec((await card.textContent()) ?? '')?.[1]))
    .toBeGreaterThan(percentBefore);
  await context.close();
});

test('the student fails a quiz, sees the right answers, and passes it on the next try', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/courses/advanced-react-development/read');
  await lessonLink(page, 'Advanced React check').click();
  const quiz = page.getByRole('heading', { name: 'Quiz: Advanced React check' });
  await expect(quiz).toBeVisible();

  // First try: the first option everywhere (each question is a fieldset).
  const groups = page
    .getByRole('group')
    .filter({ has: page.getByRole('radio').or(page.getByRole('checkbox')) });
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) {
    const group = groups.nth(i);
    const first = group.getByRole('radio').or(group.getByRole('checkbox')).first();
    await first.check({ force: true });
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText(/you scored \d+%/)).toBeVisible();
  const passedFirst = await page.getByText(/^Passed: /).isVisible();

  if (!passedFirst) {
    // The right answers are marked; try again with them.
    const right: string[][] = [];
    for (let i = 0; i < count; i += 1) {
      const group = groups.nth(i);
      const labels = await group.locator('label').filter({ hasText: 'Correct answer' }).allTextContents();
      right.push(labels.map((text) => text.replace('Correct answer', '').trim()));
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    for (let i = 0; i < count; i += 1) {
      for (const option of right[i]!) {
        const group = groups.nth(i);
        await group
          .getByRole('radio', { name: option })
          .or(group.getByRole('checkbox', { name: option }))
          .check({ force: true });
      }
    }
    await page.getByRole('button', { name: 'Submit answers' }).click();
  }
  await expect(page.getByText('Passed: you scored 100%')).toBeVisible();
  await expect(lessonLink(page, 'Advanced React check')).toHaveAccessibleName(/completed/);
  await context.close();
});

test('the student saves a note at the video’s moment, finds it after a reload, and reports the lesson once', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/courses/advanced-react-development/read');
  await lessonLink(page, VIDEO).click();
  await waitForVideo(page);
  await page.getByRole('tab', { name: 'Notes' }).click();
  const editor = page.getByRole('textbox', { name: 'Your Notes' });
  await editor.click();
  await page.keyboard.type('Mocks belong at the edges');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(page.getByText('Note saved').first()).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('Mocks belong at the edges')).toBeVisible();

  await page.getByRole('tab', { name: 'Content' }).click();
  const report = async () => {
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Content' });
    await dialog.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Poor quality' });
    await dialog.getByRole('textbox', { name: 'Additional details' }).click();
    await page.keyboard.type('The audio is a single tone.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    return dialog;
  };
  await report();
  await expect(page.getByText('Thank you. Your report was sent to our moderators.').first()).toBeVisible();
  const again = await report();
  await expect(page.getByText(/already reported this content/).first()).toBeVisible();
  // The dialog stays open with what was typed.
  await expect(again.getByText('The audio is a single tone.')).toBeVisible();
  await context.close();
});
