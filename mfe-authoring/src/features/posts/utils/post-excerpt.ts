// A post card's plain-text excerpt of the post's HTML.
/** Plain-text excerpt of a post's HTML for list cards. */
export function postExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
