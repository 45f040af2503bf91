// A public page as the server sends it (docs/product/portal.md#public-pages-arrive-as-html): the shell's
// index.html with the page's own title, description, canonical link, Open Graph and Twitter tags and
// JSON-LD in the head, and the page's content in #prerendered, which the live page removes once it has
// rendered its own (shared-ui's prerendered.ts). What goes in comes from the public-pages module.
import { escapeHtml, html, jsonLdScript, trustedHtml, type SafeHtml } from './escape-html.ts';
import { PRERENDERED_STYLE } from './prerendered-style.ts';

export type PublicPageHead = {
  title: string;
  description: string;
  /** Absolute URLs. */
  canonicalUrl: string;
  imageUrl: string | null;
  /** Open Graph's type: website, article… */
  type: string;
  jsonLd: object | null;
};

/**
 * A page with content, or a missing one: the plain shell with a 404, the live page shows not-found.
 * `leadImage`: the path of the copy's largest picture on a phone (its LCP), fetched before any script.
 */
export type PublicPage =
  { status: 200; head: PublicPageHead; content: SafeHtml; leadImage?: string | null } | { status: 404 };

/** Who asks decides how long the answer may be kept: a session's page is nobody else's. */
export type PageCaching = { hasSession: boolean; setsCookie: boolean };

function headTags(head: PublicPageHead): SafeHtml {
  const meta = (property: string, content: string | null) =>
    content === null ? null : html`<meta property="${property}" content="${content}" />`;
  return html`<link rel="canonical" href="${head.canonicalUrl}" />
    ${meta('og:type', head.type)}${meta('og:title', head.title)}${meta('og:description', head.description)}${meta(
      'og:url',
      head.canonicalUrl,
    )}${meta('og:image', head.imageUrl)}${meta('og:site_name', 'Academy')}
    <meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />
    <meta name="twitter:title" content="${head.title}" />
    <meta name="twitter:description" content="${head.description}" />
    ${head.imageUrl ? html`<meta name="twitter:image" content="${head.imageUrl}" />` : null}
    ${head.jsonLd ? jsonLdScript(head.jsonLd) : null}
    <style id="prerendered-style">
      ${trustedHtml(PRERENDERED_STYLE)}
    </style>`;
}

/** The shell's index.html carrying the page: its head tags, and its content before the app's root. */
export function withPublicPage(indexHtml: string, page: PublicPage): string {
  if (page.status === 404) {
    return indexHtml.replace('</head>', '<meta name="robots" content="noindex" />\n  </head>');
  }
  const { head, content } = page;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)} | Academy</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `${headTags(head).value}\n  </head>`)
    .replace('<div id="root">', `<div id="prerendered">${content.value}</div><div id="root">`);
}

/** How long a public page may be kept: a session's page is nobody else's. */
export function publicPageCaching({ hasSession, setsCookie }: PageCaching): string {
  if (hasSession) return 'private, no-store';
  // An answer that sets the CSRF cookie is one visitor's: only their browser may keep it.
  return setsCookie ? 'private, max-age=60' : 'public, max-age=60';
}
