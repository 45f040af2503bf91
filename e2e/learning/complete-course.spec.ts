import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT_LEARNING } from '../support/locks.ts';
import { signedInContext } from '../support/sessions.ts';
import { tabCount } from '../support/tabs.ts';

// The demo student's learning, one journey at a time (support/locks.ts).
test.describe.configure({ lock: DEMO_STUDENT_LEARNING });

// The seeded course the student has 6 of 7 lessons done in: Mark as Complete is offered above 80 %.
const COURSE = 'PostgreSQL for Application Developers';

const courseCard = (page: Page) => page.getByRole('article', { name: COURSE, exact: true });

test('the student completes a course from the Library, finds it completed everywhere and downloads its certificate PDF', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();

  await page.goto('/user/courses');
  await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
  const completedBefore = await tabCount(page, 'Completed');

  await page.goto('/user/library');
  const card = courseCard(page);
  await card.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByText('Course marked as complete!').first()).toBeVisible();

  // The server kept it: after a reload it is in the Library's Completed tab and no longer offers the action.
  await page.reload();
  await page.getByRole('tab', { name: /^Completed \(/ }).click();
  // In the Completed panel: for a frame the panel it leaves is still there, with its own card of the course.
  const completed = page
    .getByRole('tabpanel', { name: /^Completed \(/ })
    .getByRole('article', { name: COURSE, exact: true });
  await expect(completed).toBeVisible();
  await expect(completed.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);

  await page.goto('/user/courses?tab=completed');
  await expect(page.getByRole('tab', { name: `Completed (${completedBefore + 1})` })).toBeVisible();
  await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();

  // The certificate issued on completion opens as a real PDF in a new tab, through the signed link its
  // download answers.
  await page.goto('/user/library');
  const opened = context.waitForEvent('response', (response) =>
    /\/api\/certificates\/[^/]+\/pdf\?expires=\d+&signature=/.test(response.url()),
  );
  await courseCard(page).getByRole('button', { name: 'Download certificate' }).click();
  const opening = await opened;
  expect(opening.status()).toBe(200);
  expect(opening.headers()['content-type']).toContain('application/pdf');
  // The tab shows Chromium's PDF viewer; the bytes are checked as a download would get them.
  const pdf = await context.request.get(opening.url());
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});

test('the student removes a course from the Library and takes it back with Undo', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/library');
  const all = await tabCount(page, 'All Courses');
  const card = page.getByRole('article').first();
  const title = (await card.getAttribute('aria-label')) as string;
  const named = page.getByRole('article', { name: title, exact: true });

  await named.getByRole('button', { name: 'Remove from library' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove from library?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(named).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `All Courses (${all - 1})` })).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Course restored to your library').first()).toBeVisible();
  await expect(named).toBeVisible();
  await page.reload();
  await expect(named).toBeVisible();
  await expect(page.getByRole('tab', { name: `All Courses (${all})` })).toBeVisible();
  await context.close();
});

test("another student reads neither the student's enrolments nor their certificate, even with its link", async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInContext(browser, baseURL as string, 'student');
  const me = await (await owner.request.get('/api/auth/me')).json();
  const library = await (await owner.request.get('/api/enrollments/user')).json();
  const certificateUrl = library.find((course: { CertificateUrl?: string }) => course.CertificateUrl)
    ?.CertificateUrl as string;
  expect(certificateUrl).toMatch(/^\/api\/certificates\/[^/]+\/download$/);
  const link = await owner.request.get(certificateUrl);
  expect(link.status()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  const pdf = await owner.request.get(url);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await owner.close();

  const other = await signedInContext(browser, baseURL as string, 'student2');
  expect((await other.request.get(`/api/enrollments/user/${me.user.Id}`)).status()).toBe(404);
  expect((await other.request.get(certificateUrl)).status()).toBe(404);
  // The owner's signed link opens in the owner's session only.
  expect((await other.request.get(url)).status()).toBe(403);
  await other.close();
});
