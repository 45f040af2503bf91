// The post's body: HTML the server sanitised with the portal's one allowlist (p, h2, h3, strong, em, lists,
// links, blockquote, code, pre), styled here because the app has no global stylesheet.
import { Box } from '@portal/shared-ui';

const readingStyles = {
  fontSize: 'md',
  lineHeight: '1.75',
  overflowWrap: 'break-word',
  '& > * + *': { mt: '1em' },
  '& h2': { fontSize: '2xl', fontWeight: 'semibold', lineHeight: '1.3', mt: '1.5em' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', lineHeight: '1.3', mt: '1.25em' },
  '& strong': { fontWeight: 'bold' },
  '& em': { fontStyle: 'italic' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '0.25em' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'border.emphasized',
    ps: '4',
    color: 'fg.muted',
  },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', rounded: 'sm' },
  '& pre': { bg: 'bg.muted', p: '3', rounded: 'md', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', p: '0' },
} as const;

export function PostContent({ html }: { html: string }) {
  return <Box css={readingStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}
