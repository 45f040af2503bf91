// Rich text from people (notes, report details, post bodies) is cleaned here before it is stored: the
// editor's schema is the first filter, this allow-list is the authority
// (docs/decisions/0021-library-picks.md#rich-text).
import sanitizeHtml from 'sanitize-html';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre', 'br'],
  // rel and target are the transform's own, below.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** Safe HTML for rich text: the editor's tags only, links forced to open safely. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Plain text from anything (bookmark notes, titles): every tag removed, entities kept as typed. */
export function plainText(value: string): string {
  return sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

/** The text without control characters (NUL, escapes, DEL, C1), except the ones listed in `keep`. */
export function withoutControlChars(text: string, keep = ''): string {
  return text.replace(/\p{Cc}/gu, (char) => (keep.includes(char) ? char : ''));
}
