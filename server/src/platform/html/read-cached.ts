// Build files the page HTML is made from, read once per change: each page request only stats them.
import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { mtimeMs: number; text: string }>();

/** The file's text, or null when it does not exist. */
export function readCached(file: string): string | null {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return null;
  const hit = cache.get(file);
  if (hit?.mtimeMs === stats.mtimeMs) return hit.text;
  const text = readFileSync(file, 'utf8');
  cache.set(file, { mtimeMs: stats.mtimeMs, text });
  return text;
}

export function readJsonCached<T>(file: string): T | null {
  const text = readCached(file);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
