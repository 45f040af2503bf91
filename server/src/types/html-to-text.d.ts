// html-to-text 10 ships without type declarations; the one function the exports use.
declare module 'html-to-text' {
  export function convert(html: string, options?: Record<string, unknown>): string;
}
