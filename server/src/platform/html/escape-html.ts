// The one HTML escaper of the server's pages: `html` is a tagged template that escapes every value it is
// given, unless the value is already markup built by `html` (or passed through `trustedHtml` on purpose).
// Arrays of markup join without separators, null and false render nothing.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Markup that is safe to insert as it is. Only `html` and `trustedHtml` make one. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

/** Text as HTML text or an attribute value: every character with a meaning in HTML escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, index) => out + render(values[index - 1] ?? null) + part));
}

/** HTML that was sanitised elsewhere (rich text through the server's allow-list), inserted as it is. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * JSON in a `<script>` element of the given type (JSON-LD, the shell's boot data). JSON.stringify leaves `<`
 * alone, so `</script>` in a title would end the element: every `<`, `>`, `&` (and the separators JavaScript
 * reads as line ends) goes out as a \u escape, which JSON reads back.
 */
export function jsonScript(type: string, data: unknown, id?: string): SafeHtml {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // Built as a string, not with `html`: the formatter would lay the tagged template out over lines.
  const idAttribute = id ? ` id="${escapeHtml(id)}"` : '';
  return new SafeHtml(`<script type="${escapeHtml(type)}"${idAttribute}>${json}</script>`);
}

export const jsonLdScript = (data: object) => jsonScript('application/ld+json', data);
