// What the signed-in copies share, drawn as shared-ui draws it (the page frame's header, stat cards, a titled
// card with its "view all" link, a progress bar), and dates as the portal shows them
// (docs/product/portal.md#display-conventions). Styles: server/src/platform/html/portal-style.ts.
import { html, type SafeHtml } from '../../platform/html/escape-html.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const MINUTE = 60_000;

/** "Mar 4, 2026". */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/** docs/product/portal.md#time-ago, as shared-api's timeAgo reads it. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / MINUTE);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ago`;
  if (minutes < 7 * 24 * 60) return `${Math.floor(minutes / (24 * 60))}d ago`;
  return formatDay(iso);
}

/** PageFrame: the page's h1 and its line of description, then the page's stack of blocks. */
export function pageFrame(title: string, description: string, blocks: SafeHtml): SafeHtml {
  return html`<div class="pr-page">
    <div class="pr-head">
      <h1>${title}</h1>
      <p class="pr-muted">${description}</p>
    </div>
    <div class="pr-stack6">${blocks}</div>
  </div>`;
}

export type Stat = { label: string; value: string | number; help?: string };

/** StatCards in their grid; `columns` names the grid's breakpoints (pr-stats-5: 2, 3, 5 columns). */
export function statCards(items: Stat[], columns: 'pr-stats-4' | 'pr-stats-5'): SafeHtml {
  return html`<div class="pr-stats ${columns}">
    ${items.map(
      (item) =>
        html`<div class="pr-card pr-stat">
          <dl>
            <dt>${item.label}</dt>
            <dd class="pr-value">${item.value}</dd>
            ${item.help ? html`<dd class="pr-help">${item.help}</dd>` : null}
          </dl>
        </div>`,
    )}
  </div>`;
}

/** A titled card (a section) with its "view all" link, as the dashboard's sections are. */
export function sectionCard(title: string, link: { label: string; to: string }, body: SafeHtml): SafeHtml {
  return html`<section class="pr-card pr-section" aria-label="${title}">
    <div class="pr-section-head">
      <h2>${title}</h2>
      <a class="pr-link" href="${link.to}">${link.label}</a>
    </div>
    <div class="pr-section-body">${body}</div>
  </section>`;
}

/** ProgressBar with its value at the end: a native bar (no inline style), the figure as text. */
export function progressBar(value: number, label: string): SafeHtml {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return html`<div class="pr-progress">
    <progress max="100" value="${percent}" aria-label="${label}"></progress>
    <span>${percent}%</span>
  </div>`;
}
