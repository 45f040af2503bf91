import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rules, by axe-core's tags. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core violations of impact serious or critical against WCAG 2.2 AA on the page as it is now, one
 * line each (rule, help, the elements), leaving out the parts matched by `exclude` (CSS selectors). The
 * journeys and the crawl expect none: `expect(await axeProblems(page)).toEqual([])`.
 */
export async function axeProblems(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `axe ${violation.impact}: ${violation.id} (${violation.help}) on ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
