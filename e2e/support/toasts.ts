import type { BrowserContext, Page } from '@playwright/test';

/**
 * Notifications that the demo accounts receive from what other journeys do while theirs runs: a meeting
 * reminder (the seed has a meeting about to start), an achievement another journey unlocks, the new-device
 * sign-in of the security journey, a payment. Each pops up as a toast at the top right of every open tab of
 * the account: over the top bar and the user menu, in the page that an axe-core check reads, and there for as
 * long as the pointer rests on it, which is where an action aimed at what lies below keeps the pointer.
 */
const AMBIENT_TITLE =
  /^(Starting in \d+ minutes?: |Achievement unlocked: |New sign-in to your account$|Payment successful$)/;

/** The attribute that marks such a toast in the page (`axeProblems` leaves those out). */
export const AMBIENT_TOAST = '[data-e2e-ambient-toast]';

/** Runs in the page before its own scripts: marks each such toast as it appears. */
function markAmbientToasts(titlePattern: string) {
  const pattern = new RegExp(titlePattern);
  const mark = () => {
    for (const title of document.querySelectorAll('[data-scope="toast"][data-part="title"]'))
      if (pattern.test(title.textContent ?? ''))
        title.closest('[data-scope="toast"][data-part="root"]')?.setAttribute('data-e2e-ambient-toast', '');
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Closes a marked toast when one is shown before the page's next action or check. Its close button gets the
 * click event alone: neither the pointer nor the focus moves, so a journey that hovers, or that types into what
 * it focused, goes on as if the toast had never been there.
 */
async function closeWhenShown(page: Page) {
  await page.addLocatorHandler(page.locator(AMBIENT_TOAST), async (toasts) => {
    // Several may be up at once, and one may close by itself meanwhile: a close button that is gone is not
    // waited for (the handler would hold the journey until its test timed out).
    for (const close of await toasts.locator('[data-part="close-trigger"]').all())
      await close.dispatchEvent('click', undefined, { timeout: 1000 }).catch(() => undefined);
  });
}

/** Marks and closes those toasts in a page signed in as a demo account; call it before the page loads. */
export async function closeAmbientToasts(page: Page): Promise<void> {
  await page.addInitScript(markAmbientToasts, AMBIENT_TITLE.source);
  await closeWhenShown(page);
}

/** The same for every page of a context signed in as a demo account. */
export async function closeAmbientToastsIn(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(markAmbientToasts, AMBIENT_TITLE.source);
  context.on('page', (page) => void closeWhenShown(page));
  return context;
}
