import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';

export const accounts = {
  student: { email: 'student@academy.test', password: 'Student#2026' },
  student2: { email: 'student2@academy.test', password: 'Student#2026' },
  instructor: { email: 'instructor@academy.test', password: 'Instructor#2026' },
  admin: { email: 'admin@academy.test', password: 'Admin#2026' },
} as const;
export type AccountName = keyof typeof accounts;

/** Signs in through the API (CSRF cookie first, as the browser would) and returns the request context. */
async function signInOver(request: APIRequestContext, account: AccountName): Promise<void> {
  await request.get('/api/health');
  const { cookies } = await request.storageState();
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const answer = await request.post('/api/auth/login', {
    headers: { 'x-csrf-token': csrf },
    data: accounts[account],
  });
  if (!answer.ok())
    throw new Error(`sign-in as ${account} failed: ${answer.status()} ${await answer.text()}`);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// One session per account for the whole run: sign-in is rate-limited per address (10 a minute), and the
// journeys are many. No journey signs these sessions out; the sign-out journey signs in through the form.
const sessions = new Map<AccountName, Promise<StorageState>>();

async function freshSession(browser: Browser, baseURL: string, account: AccountName): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    await signInOver(context.request, account);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A browser context already signed in as a demo account (no form: the journeys test the form). */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  account: AccountName,
): Promise<BrowserContext> {
  let session = sessions.get(account);
  if (!session) {
    session = freshSession(browser, baseURL, account);
    sessions.set(account, session);
    session.catch(() => sessions.delete(account));
  }
  return browser.newContext({ baseURL, storageState: await session });
}
