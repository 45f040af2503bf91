// LIKE / ILIKE patterns from what a person typed: their % and _ are taken literally.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
