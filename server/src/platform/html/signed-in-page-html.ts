// A signed-in page's first screen as the server sends it (docs/product/portal.md#signed-in-pages-arrive-as-html):
// the shell's index.html with the person's own content in #prerendered, marked with the path it was made
// for, so the shell keeps it until that page's first answer has rendered (shell/src/app/portal-route.tsx).
// What goes in comes from the signed-in-pages module; such a page is never stored by any cache.
import { html, type SafeHtml } from './escape-html.ts';
import { PORTAL_STYLE } from './portal-style.ts';
import { PRERENDERED_STYLE } from './prerendered-style.ts';

/** The look the person picked in Settings: a theme over the system's, and the root font size (null: 16 px). */
export type PageAppearance = { theme: 'light' | 'dark' | 'system'; fontSizePx: number | null };

/**
 * The person's theme and font size on <html>, as the shell's applyAppearance sets them once their settings
 * have loaded, so the first paint (the copy's and the live page's) already has them.
 */
export function withAppearance(indexHtml: string, { theme, fontSizePx }: PageAppearance): string {
  const style = [
    theme === 'system' ? null : `color-scheme:${theme}`,
    fontSizePx ? `font-size:${fontSizePx}px` : null,
  ]
    .filter(Boolean)
    .join(';');
  const attributes = `${theme === 'system' ? '' : ` class="${theme}"`}${style ? ` style="${style}"` : ''}`;
  return indexHtml.replace(/<html([^>]*)>/, (_, existing: string) => `<html${existing}${attributes}>`);
}

export function withSignedInPage(indexHtml: string, path: string, content: SafeHtml): string {
  const style = `<style id="prerendered-style">${PRERENDERED_STYLE}${PORTAL_STYLE}</style>`;
  const copy = html`<div id="prerendered" data-path="${path}">${content}</div>`;
  return indexHtml
    .replace('</head>', `${style}\n  </head>`)
    .replace('<div id="root">', `${copy.value}<div id="root">`);
}

/** The portal's frame as the shell draws it: the top bar, the sidebar's column, the page in <main>. */
export function portalFrame(content: SafeHtml): SafeHtml {
  // The menu is drawn, a button only once the live page is there; the cart and account menu come with it.
  return html`<div class="pr-portal">
    <div class="pr-side"></div>
    <div class="pr-column">
      <header class="pr-top">
        <span class="pr-icon" aria-hidden="true">☰</span><span class="pr-brand">Academy</span>
      </header>
      <main>${content}</main>
    </div>
  </div>`;
}
