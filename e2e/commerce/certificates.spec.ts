import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedInContext } from '../support/sessions.ts';

test('the student downloads a certificate PDF, and anyone signed out can verify it', async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, 'student');
  const page = await context.newPage();
  await page.goto('/user/certificates');
  await expect(page.getByRole('heading', { name: 'My Certificates', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ certificates?$/)).toBeVisible();

  await page.getByLabel('Status').selectOption('issued');
  const card = page.getByRole('article').first();
  // The download answers a signed link, which the page follows for the PDF.
  const followed = page.waitForResponse((response) =>
    /\/api\/certificates\/[^/]+\/pdf\?expires=\d+&signature=/.test(response.url()),
  );
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download/ }).click();
  expect((await followed).headers()['content-type']).toContain('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^certificate-.+\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const { certificates } = await (await context.request.get('/api/certificates/status/issued')).json();
  const code = certificates[0].VerificationCode as string;
  await context.close();

  // A fresh context: no session, as a recruiter following the QR code would be.
  const visitor = await browser.newContext({ baseURL });
  const pub = await visitor.newPage();
  await pub.goto(`/certificates/verify/${code}`);
  await expect(pub.getByText('This certificate is valid.')).toBeVisible();
  await expect(pub.getByText('Alex Morgan')).toBeVisible();
  await pub.goto('/certificates/verify/NOT-A-REAL-CODE');
  await expect(pub.getByText('No certificate has this verification code.')).toBeVisible();
  await visitor.close();
});
