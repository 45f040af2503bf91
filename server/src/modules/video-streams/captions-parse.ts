// Caption files in (docs/product/media.md#captions): WebVTT or SRT, read cue by cue and written out as plain
// WebVTT. Broken input is refused with the line a person can look at; markup is dropped, so the player draws
// the words alone (a file's styling or voices could hide text or break a track).
import { CAPTION_MAX_BYTES, MEDIA_TEXTS } from '@portal/shared-api/contract/medias';
import { httpError } from '../../core/errors.ts';

/** One cue, in milliseconds, with its plain text (lines joined by \n). */
export type Cue = { start: number; end: number; text: string };

/** The parser's refusals, in the contract's words. */
export const CAPTION_TEXTS = {
  noCues: MEDIA_TEXTS.captionNoCues,
  notTiming: MEDIA_TEXTS.captionNotTiming,
  endsBeforeStart: MEDIA_TEXTS.captionEndsBeforeStart,
} as const;

type Line = { n: number; text: string };

// HH:MM:SS.mmm or MM:SS.mmm (WebVTT), HH:MM:SS,mmm (SRT); a short fraction is read as SRT tools write it.
const TIME = /^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/;
// Tags only: <i>, </b>, <c.loud>, <v Ann>, <font color="red">, <00:01.000>; "a < b" stays text.
const TAG = /<\/?(?:[A-Za-z][^<>]*|\d[\d:.]*)>/g;
const SRT_OVERRIDE = /\{\\[^}]*\}/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

function readTime(value: string): number | null {
  const m = TIME.exec(value);
  if (!m) return null;
  const [, h = '0', min = '0', s = '0', frac = '0'] = m;
  return ((Number(h) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words of a cue: tags and SRT overrides gone, entities read, blank lines dropped. */
export function plainText(lines: string[]): string {
  return lines
    .map((line) => decodeEntities(line.replace(SRT_OVERRIDE, '').replace(TAG, '')).trim())
    .filter(Boolean)
    .join('\n');
}

/** Blocks of consecutive non-blank lines, with their line numbers (1-based, as an editor shows them). */
function blocksOf(text: string): Line[][] {
  const blocks: Line[][] = [];
  let current: Line[] = [];
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else current.push({ n: index + 1, text: raw.trimEnd() });
  });
  if (current.length) blocks.push(current);
  return blocks;
}

const looksLikeTime = (text: string) => /\d+:\d\d/.test(text);

/** The block's timing line: first (no id), second (after an id or SRT number), or a 400 naming the line. */
function timingLine(block: Line[]): { at: number; line: Line } {
  const [first, second] = block as [Line, Line | undefined];
  if (first.text.includes('-->')) return { at: 0, line: first };
  if (second?.text.includes('-->')) return { at: 1, line: second };
  const culprit = !second || looksLikeTime(first.text) ? first : second;
  throw httpError(400, CAPTION_TEXTS.notTiming(culprit.n, culprit.text.trim()));
}

/** The cues of a WebVTT or SRT file; 400 with a line number when it is broken, 413 when too large. */
export function parseCaptions(content: string): Cue[] {
  if (Buffer.byteLength(content, 'utf8') > CAPTION_MAX_BYTES)
    throw httpError(413, MEDIA_TEXTS.captionTooLarge);
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const blocks = blocksOf(text);
  const vtt = /^WEBVTT(?:[ \t].*)?$/.test(text.split('\n', 1)[0] ?? '');
  // The WebVTT header (WEBVTT and its metadata lines) is no cue.
  if (vtt) blocks.shift();
  const cues: Cue[] = [];
  for (const block of blocks) {
    // WebVTT comments, style sheets and regions: not shown, not kept.
    if (vtt && /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!.text) && !block[0]!.text.includes('-->'))
      continue;
    const { at, line } = timingLine(block);
    const m = TIMING.exec(line.text.trim());
    const start = m ? readTime(m[1]!) : null;
    const end = m ? readTime(m[2]!) : null;
    if (start === null || end === null)
      throw httpError(400, CAPTION_TEXTS.notTiming(line.n, line.text.trim()));
    if (end < start) throw httpError(400, CAPTION_TEXTS.endsBeforeStart(line.n));
    const words = plainText(block.slice(at + 1).map((l) => l.text));
    if (words) cues.push({ start, end, text: words });
  }
  if (cues.length === 0) throw httpError(400, CAPTION_TEXTS.noCues);
  return cues;
}

function formatTime(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** Text as WebVTT cue text: & < > escaped, so no word reads as markup or ends the cue. */
function escapeCueText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function toWebVtt(cues: Cue[]): string {
  const body = cues
    .map((cue) => `${formatTime(cue.start)} --> ${formatTime(cue.end)}\n${escapeCueText(cue.text)}`)
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
