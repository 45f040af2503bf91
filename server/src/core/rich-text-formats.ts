// Stored rich text (sanitised HTML) turned into what an export needs: plain text for TXT and PDF
// (html-to-text keeps lists and paragraphs readable) and Markdown (turndown) for .md.
import { convert } from 'html-to-text';
import TurndownService from 'turndown';

const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
});

export const htmlToPlainText = (html: string): string =>
  convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  }).trim();

export const htmlToMarkdown = (html: string): string => turndown.turndown(html).trim();
