// The look of the content inside the editing area, scoped to the editor (no global stylesheet). Tiptap's own
// injected stylesheet is turned off (`injectCSS: false`); the few rules ProseMirror needs are here.
import type { SystemStyleObject } from '@chakra-ui/react';
import { proseRules } from '../rich-text-content.tsx';

export const contentStyles: SystemStyleObject = {
  '& .ProseMirror': {
    minHeight: 'var(--rte-min-height)',
    px: '3',
    py: '2',
    outline: 'none',
    fontSize: 'sm',
    lineHeight: '1.6',
    position: 'relative',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
    cursor: 'text',
  },
  '& .ProseMirror[contenteditable="false"]': { cursor: 'not-allowed' },
  '& .ProseMirror > * + *': { mt: '0.75em' },
  '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'semibold', lineHeight: '1.3', mt: '1em' },
  '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3', mt: '0.9em' },
  '& .ProseMirror > :first-child': { mt: '0' },
  ...proseRules('& .ProseMirror'),
  // The placeholder, shown while the editor is empty (Tiptap's Placeholder marks the first empty block).
  '& .ProseMirror .is-editor-empty:first-child::before': {
    content: 'attr(data-placeholder)',
    color: 'fg.subtle',
    float: 'left',
    height: '0',
    pointerEvents: 'none',
  },
};
