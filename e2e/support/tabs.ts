import type { Page } from '@playwright/test';

/**
 * The count a TabsWithCounts tab shows. Its name reads "Completed (2)": the badge is hidden from assistive
 * technology and the bracketed count is the visually hidden text at its end.
 */
export async function tabCount(page: Page, label: string): Promise<number> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  const text = (await tab.textContent()) ?? '';
  const count = /\((\d+)\)\s*$/.exec(text)?.[1];
  if (count === undefined) throw new Error(`no count on the ${label} tab: "${text}"`);
  return Number(count);
}
