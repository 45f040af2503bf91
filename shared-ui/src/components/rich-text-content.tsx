// Sanitised HTML shown to a reader: post bodies, course descriptions, text lessons. The server cleans it with
// the portal's one allowlist (p, h2, h3, strong, em, lists, links, blockquote, code, pre); the look of those
// tags is defined here once, since the app has no global stylesheet. The editor reuses the same rules.
import { Box, type BoxProps, type SystemStyleObject } from '@chakra-ui/react';

/** The allowlist's tags by selector, each scoped by `proseRules`. */
const RULES: Record<string, SystemStyleObject> = {
  'ul, ol': { paddingInlineStart: '1.5em' },
  ul: { listStyleType: 'disc' },
  ol: { listStyleType: 'decimal' },
  'ul ul': { listStyleType: 'circle' },
  'li + li': { mt: '0.25em' },
  'li > p + *': { mt: '0.25em' },
  strong: { fontWeight: 'bold' },
  em: { fontStyle: 'italic' },
  a: { color: 'colorPalette.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  blockquote: { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', ps: '4', color: 'fg.muted' },
  code: { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', rounded: 'sm' },
  pre: { bg: 'bg.muted', p: '3', rounded: 'md', overflowX: 'auto' },
  'pre code': { bg: 'transparent', p: '0' },
};

/** The allowlist's tags, styled under `scope` (`&` for a reader, `& .ProseMirror` for the editor). */
export function proseRules(scope: string): SystemStyleObject {
  const scoped = (selector: string) =>
    selector
      .split(',')
      .map((part) => `${scope} ${part.trim()}`)
      .join(', ');
  return Object.fromEntries(
    Object.entries(RULES).map(([selector, style]) => [scoped(selector), style]),
  ) as SystemStyleObject;
}

const readingStyles: SystemStyleObject = {
  lineHeight: '1.75',
  overflowWrap: 'break-word',
  '& > * + *': { mt: '1em' },
  '& h2': { fontSize: '2xl', fontWeight: 'semibold', lineHeight: '1.3', mt: '1.5em' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', lineHeight: '1.3', mt: '1.25em' },
  '& > :first-child': { mt: '0' },
  ...proseRules('&'),
};

export type RichTextContentProps = { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>;

/** Renders HTML the server has sanitised; never pass it anything else. */
export function RichTextContent({ html, ...props }: RichTextContentProps) {
  return <Box css={readingStyles} {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
