// The pages people share as HTML (docs/product/portal.md#public-pages-arrive-as-html): a certificate's
// verify page, a shared note and a shared list of courses. Only what their owners made public is read;
// a revoked, private or unknown token is a 404 with the plain shell.
import { CERTIFICATE_TEXTS } from '@portal/shared-api/contract/certificates';
import type { Deps } from '../../core/deps.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { html, trustedHtml } from '../../platform/html/escape-html.ts';
import type { PublicPage } from '../../platform/html/public-page-html.ts';
import { verifyCertificate } from '../certificates/index.ts';
import { readSharedNote } from '../course-notes/index.ts';
import { readShared } from '../saved-courses/index.ts';
import { courseCard } from './catalog-page.ts';
import { absoluteUrl, formatDay, orNotFound, publicFrame } from './frame.ts';

const VERDICT = {
  valid: CERTIFICATE_TEXTS.verifyValid,
  expired: CERTIFICATE_TEXTS.verifyExpired,
  unknown: CERTIFICATE_TEXTS.verifyUnknown,
} as const;

const plainHead = (deps: Deps, path: string, title: string, description: string) => ({
  title,
  description,
  canonicalUrl: absoluteUrl(deps, path),
  imageUrl: null,
  type: 'website',
  jsonLd: null,
});

export async function verifyPage(deps: Deps, code: string): Promise<PublicPage> {
  const answer = await verifyCertificate(deps, code);
  if (answer.result === 'unknown') return { status: 404 };
  const path = `/certificates/verify/${encodeURIComponent(code)}`;
  const row = (label: string, value: string | null) =>
    html`<dt>${label}</dt>
      <dd>${value ? formatDay(value) : '—'}</dd>`;
  const content = html`<div class="pr-page pr-narrow">
    <div class="pr-head"><h1>${CERTIFICATE_TEXTS.verifyTitle}</h1></div>
    <div class="pr-verdict pr-stack">
      <p role="status"><strong>${VERDICT[answer.result]}</strong></p>
      <h2>${answer.course}</h2>
      <dl class="pr-small">
        <dt>Awarded to</dt>
        <dd>${answer.name}</dd>
        ${row('Issued', answer.issueDate)}
        ${row(answer.result === 'expired' ? 'Expired' : 'Valid until', answer.expiryDate)}
        <dt>Verification code</dt>
        <dd>${code}</dd>
      </dl>
    </div>
  </div>`;
  const description = `${VERDICT[answer.result]} ${answer.course ?? ''}, awarded to ${answer.name ?? ''}.`;
  return {
    status: 200,
    head: plainHead(deps, path, CERTIFICATE_TEXTS.verifyTitle, description),
    content: publicFrame(path, content),
  };
}

export async function sharedNotePage(deps: Deps, token: string): Promise<PublicPage> {
  const note = await orNotFound(readSharedNote(deps, token));
  if (!note) return { status: 404 };
  const path = `/notes/shared/${encodeURIComponent(token)}`;
  const content = html`<div class="pr-page">
    <div class="pr-head"><h1>Shared note</h1></div>
    <article class="pr-note pr-stack" style="background:${note.Color}">
      <h2>${note.Title}</h2>
      <p class="pr-small">
        By ${note.AuthorName} · ${note.CourseTitle}${note.LessonTitle ? ` · ${note.LessonTitle}` : ''}
      </p>
      <div class="pr-rich">${trustedHtml(sanitizeRichText(note.Content))}</div>
      <p class="pr-small">Updated ${formatDay(note.UpdatedAt)}</p>
      <p><a href="/courses/${encodeURIComponent(note.CourseSlug)}">About the course</a></p>
    </article>
  </div>`;
  return {
    status: 200,
    head: plainHead(deps, path, note.Title, `A note by ${note.AuthorName} on ${note.CourseTitle}.`),
    content: publicFrame(path, content),
  };
}

export async function sharedListPage(deps: Deps, token: string): Promise<PublicPage> {
  const list = await orNotFound(readShared(deps, token));
  if (!list) return { status: 404 };
  const path = `/wishlist/shared/${encodeURIComponent(token)}`;
  const description = `Shared by ${list.Owner}${list.Description ? `: ${list.Description}` : ''}`;
  const content = html`<div class="pr-page">
    <div class="pr-head">
      <h1>${list.Title}</h1>
      <p class="pr-muted">${description}</p>
    </div>
    <ul class="pr-grid">
      ${list.Courses.map((course) => courseCard({ ...course, Cover: course.Thumbnail, RatingCount: null }))}
    </ul>
  </div>`;
  return {
    status: 200,
    head: plainHead(deps, path, list.Title, description),
    content: publicFrame(path, content),
  };
}
