import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AMBIENT_TOAST } from './toasts.ts';

/** The WCAG 2.2 AA rules, by axe-core's tags. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core violations of impact serious or critical against WCAG 2.2 AA on the page as it is now, one
 * line each (rule, help, the elements), leaving out the parts matched by `exclude` (CSS selectors) and the
 * toasts that other journeys make a demo account receive meanwhile (support/toasts.ts), which are not the
 * page's. The journeys and the crawl expect none: `expect(await axeProblems(page)).toEqual([])`.
 */
export async function axeProblems(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude(AMBIENT_TOAST);
  for (const selector of exclude) builder = builder.exclude(selector);
  return lines((await builder.analyze()).violations);
}

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
type AxeInPage = { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };

/**
 * The axe-core target-size violations alone (WCAG 2.2 2.5.8: 24×24 px, or the spacing that makes up for it),
 * as `axeProblems` words them: the phone pass of the crawl runs only this rule, which is all it adds. On a page
 * `axeProblems` has checked, it runs the axe-core already there (about 0.1 s, against 0.7 s to inject it again).
 */
export async function targetSizeProblems(page: Page): Promise<string[]> {
  const found = await page.evaluate(async (toast) => {
    const axe = (window as unknown as { axe?: AxeInPage }).axe;
    if (!axe) return null;
    const { violations } = await axe.run(
      { exclude: [toast] },
      { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] },
    );
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target.map(String) })),
    }));
  }, AMBIENT_TOAST);
  if (found) return lines(found);
  const { violations } = await new AxeBuilder({ page })
    .withRules(['target-size'])
    .exclude(AMBIENT_TOAST)
    .analyze();
  return lines(violations);
}

function lines(violations: Violation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `axe ${violation.impact}: ${violation.id} (${violation.help}) on ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
