import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { axeProblems, targetSizeProblems } from '../support/axe.ts';
import { signedInContext } from '../support/sessions.ts';

/** What an authenticator app shows for a secret, `stepsAhead` 30-second steps from now. */
const totp = (secret: string, stepsAhead = 0) =>
  OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function registerNewStudent(page: Page) {
  const email = `two-factor-${Date.now()}@example.test`;
  const password = 'Journey#Pass2026';
  await page.goto('/register');
  await page.getByLabel(/^First name/).fill('Tess');
  await page.getByLabel(/^Last name/).fill('Factor');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user$/);
  return { email, password };
}

test('a student turns on two-factor with a code from the authenticator, signs out, and signs in with a code', async ({
  page,
}) => {
  const account = await registerNewStudent(page);
  await page.goto('/user/security');
  await expect(page.getByRole('heading', { name: 'Account Security', level: 1 })).toBeVisible();
  await page.getByText('Two-factor authentication', { exact: true }).click();
  // The sign-in does not count: turning two-factor on asks for the password again first.
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(confirm.getByLabel(/^Password/)).toBeFocused();
  expect(await axeProblems(page)).toEqual([]);
  // On a phone the whole dialog fits and its buttons stay large enough to tap.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeInViewport();
  expect(await targetSizeProblems(page)).toEqual([]);
  await page.setViewportSize(desktop);
  await confirm.getByLabel(/^Password/).fill(account.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  await dialog.getByPlaceholder('Enter the 6-digit code').fill('000000');
  await dialog.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(dialog.getByText(/That code is not valid/)).toBeVisible();
  await dialog.getByPlaceholder('Enter the 6-digit code').fill(totp(secret));
  await dialog.getByRole('button', { name: 'Enable 2FA' }).click();
  const codes = page.getByRole('dialog', { name: 'Backup Codes' });
  await expect(codes.getByTestId('backup-codes').locator('code')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await codes.getByRole('button', { name: 'Download Codes' }).click();
  expect((await download).suggestedFilename()).toBe('academy-backup-codes.txt');
  await codes.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'View Backup Codes' })).toBeVisible();

  await page.request.post('/api/auth/logout', {
    headers: { 'x-csrf-token': (await page.context().cookies()).find((c) => c.name === 'csrf_token')!.value },
  });
  await page.goto('/login?next=%2Fuser%2Fsecurity');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor\?next=%2Fuser%2Fsecurity$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // The code used to turn it on is spent: the authenticator's next one signs in.
  await page.getByLabel(/^Authentication code/).fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/security$/);
  await expect(page.getByText(/10 backup codes left/)).toBeVisible();
});

test('a second browser signed in as the student is listed under Active Sessions, emailed as a new device, and signed out when terminated', async ({
  browser,
  baseURL,
}) => {
  const mine = await signedInContext(browser, baseURL as string, 'student');
  // Another browser: Edge, which the demo student has never used.
  const other = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36 Edg/150.0.0.0',
  });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByLabel(/^Email/).fill('student@academy.test');
  await otherPage.getByLabel(/^Password/).fill('Student#2026');
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage).toHaveURL(/\/user$/);

  const page = await mine.newPage();
  await page.goto('/user/security');
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByText('San Francisco, United States').first()).toBeVisible();
  await page.getByRole('button', { name: 'Terminate Edge on Desktop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await confirm.getByLabel(/^Password/).fill('Student#2026');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Session terminated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminate Edge on Desktop' })).toHaveCount(0);

  await otherPage.goto('/user/courses');
  await expect(otherPage).toHaveURL(/\/login/);

  // The login alert's email, sent by the delivery job, lands in the outbox as an .eml file.
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  await expect
    .poll(
      () => {
        try {
          return readdirSync(outbox).some((file) =>
            /New sign-in to your account[\s\S]*Edge on Desktop/.test(
              readFileSync(join(outbox, file), 'utf8'),
            ),
          );
        } catch {
          return false;
        }
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await other.close();
  await mine.close();
});
