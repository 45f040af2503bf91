// What every pre-rendered public page shares: the public layout's top bar and main column (as the shell's
// PublicLayout draws them), absolute URLs, and dates and money as the pages show them.
import { formatMoney } from '@portal/shared-api/contract/common';
import type { Deps } from '../../core/deps.ts';
import { HttpError } from '../../core/errors.ts';
import { html, type SafeHtml } from '../../platform/html/escape-html.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 4, 2026", as shared-api's formatDate shows it. */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/** "$49.00", or "Free" for a free course, as the price tag shows it. */
export const priceText = (cents: number) => (cents === 0 ? 'Free' : formatMoney(cents));

/** The portal's address of a path (PUBLIC_URL is the one source of links). */
export const absoluteUrl = (deps: Deps, path: string) => `${deps.config.publicUrl}${path}`;

/** A service's "not found" (it throws a 404), as null; any other failure stays a failure. */
export async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The public frame around a page's content; Sign in comes back to this page. */
export function publicFrame(path: string, content: SafeHtml): SafeHtml {
  return html`<header class="pr-bar">
      <nav aria-label="Academy">
        <a class="pr-brand" href="/courses">Academy</a><a href="/courses">Browse courses</a>
      </nav>
      <a class="pr-signin" href="/login?next=${encodeURIComponent(path)}">Sign in</a>
    </header>
    <main>${content}</main>`;
}

/** A star rating as text: "4.6 (123 ratings)". */
export const ratingText = (rating: number, count: number) =>
  `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
