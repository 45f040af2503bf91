// The editor's schema: exactly the blocks and marks the server's allow-list keeps
// (docs/decisions/0021-library-picks.md#rich-text), so what the editor produces survives sanitising
// unchanged. No StarterKit: each extension is chosen.
import type { Extensions } from '@tiptap/core';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { Heading } from '@tiptap/extension-heading';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { Placeholder } from '@tiptap/extensions/placeholder';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { isAllowedHref } from './links.ts';

/** A function, not a module-level list: importing this file runs nothing (it stays out of eager bundles). */
export function createExtensions(placeholder: () => string): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    Bold,
    Italic,
    Heading.configure({ levels: [2, 3] }),
    BulletList,
    OrderedList,
    ListItem,
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedHref(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    Placeholder.configure({ placeholder }),
    UndoRedo,
  ];
}
