// Message text is plain text (issue 14): shown as typed, with web links made clickable safely. Only http(s)
// addresses become links, and they open in a new tab without handing it our window.
import type { ReactNode } from 'react';
import { Link } from '@portal/shared-ui';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

export type TextPart = { text: string; href?: string };

/** The text cut into plain runs and links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function Linkified({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    part.href ? (
      <Link
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        textDecoration="underline"
        color="inherit"
        wordBreak="break-all"
      >
        {part.text}
      </Link>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
