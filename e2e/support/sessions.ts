import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { closeAmbientToastsIn } from './toasts.ts';

export const accounts = {
  student: { email: 'student@academy.test', password: 'Student#2026' },
  student2: { email: 'student2@academy.test', password: 'Student#2026' },
  instructor: { email: 'instructor@academy.test', password: 'Instructor#2026' },
  admin: { email: 'admin@academy.test', password: 'Admin#2026' },
} as const;
export type AccountName = keyof typeof accounts;

/** The header a state-changing call needs: the CSRF cookie, fetched first as the browser would. */
async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/health');
  const { cookies } = await request.storageState();
  return { 'x-csrf-token': cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '' };
}

/** Signs in through the API. */
async function signInOver(request: APIRequestContext, account: AccountName): Promise<void> {
  const answer = await request.post('/api/auth/login', {
    headers: await csrfHeader(request),
    data: accounts[account],
  });
  if (!answer.ok())
    throw new Error(`sign-in as ${account} failed: ${answer.status()} ${await answer.text()}`);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// One session per account for each worker: sign-in is rate-limited per address (LOGIN_ATTEMPTS_PER_MINUTE in
// playwright.config.ts), and the journeys are many. No journey signs these sessions out; the sign-out journey
// signs in through the form.
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

/**
 * A browser context already signed in as a demo account (no form: the journeys test the form). Its pages close
 * the toasts that other journeys make the account receive (support/toasts.ts).
 */
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
  return closeAmbientToastsIn(await browser.newContext({ baseURL, storageState: await session }));
}

export type NewStudent = {
  /** Signed in as the new student. */
  context: BrowserContext;
  id: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
};

let registered = 0;

/**
 * A student registered through the API for this journey alone, and a browser context signed in as them. For a
 * journey that needs none of the demo data: what the other journeys do to the demo accounts (while it runs
 * beside them) cannot reach this student, and what it changes reaches nobody else.
 */
export async function newStudent(
  browser: Browser,
  baseURL: string,
  name: { firstname: string; lastname: string },
): Promise<NewStudent> {
  registered += 1;
  const email = `journey-${process.pid}-${Date.now()}-${registered}@example.test`;
  const password = 'Journey#Pass2026';
  const context = await browser.newContext({ baseURL });
  const answer = await context.request.post('/api/auth/register', {
    headers: await csrfHeader(context.request),
    data: { ...name, email, password },
  });
  if (answer.status() !== 201) {
    await context.close();
    throw new Error(`registering ${email} failed: ${answer.status()} ${await answer.text()}`);
  }
  const { user } = (await answer.json()) as { user: { Id: string } };
  return { context, id: user.Id, email, password, ...name };
}
