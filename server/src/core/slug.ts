// A readable URL part from a title or a name: ASCII letters and digits joined by dashes, accents dropped.
export function slugify(text: string, max = Number.POSITIVE_INFINITY): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max)
    .replace(/-$/, '');
}
