// The formatting toolbar above the editing area: toggle buttons say whether their mark or block is active
// (aria-pressed), undo and redo say when there is nothing to undo (aria-disabled, still focusable, as the
// toolbar pattern asks). Chakra comes through shared-ui's shared entries, never directly: this file is
// bundled into each remote's editor chunk, and a direct import would bring a second copy of Chakra.
import { HStack, IconButton, Separator, Text } from '@portal/shared-ui';
import { Popover } from '@portal/shared-ui/overlays';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Fragment, type ComponentType } from 'react';
import {
  BoldIcon,
  BulletListIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  RedoIcon,
  UndoIcon,
} from './icons.tsx';
import { LinkPopover } from './link-popover.tsx';
import type { useRovingFocus } from './roving-focus.ts';
import { TOOLBAR_HEIGHT } from './types.ts';

type ToolbarState = {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  href: string;
  canUndo: boolean;
  canRedo: boolean;
};

function readState(editor: Editor): ToolbarState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    href: String(editor.getAttributes('link').href ?? ''),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type Action = {
  label: string;
  /** The key with Ctrl (⌘ on a Mac), shown in the button's tooltip. */
  shortcut: string;
  icon: ComponentType | string;
  /** A toggle: pressed while its mark or block is active. */
  pressed?: (state: ToolbarState) => boolean;
  available?: (state: ToolbarState) => boolean;
  run: (editor: Editor) => void;
};

const GROUPS: Action[][] = [
  [
    {
      label: 'Bold',
      shortcut: 'B',
      icon: BoldIcon,
      pressed: (state) => state.bold,
      run: (editor) => editor.chain().focus().toggleBold().run(),
    },
    {
      label: 'Italic',
      shortcut: 'I',
      icon: ItalicIcon,
      pressed: (state) => state.italic,
      run: (editor) => editor.chain().focus().toggleItalic().run(),
    },
  ],
  [
    {
      // The name holds the visible "H2" too (WCAG 2.5.3, label in name).
      label: 'H2 heading',
      shortcut: 'Alt+2',
      icon: 'H2',
      pressed: (state) => state.heading2,
      run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'H3 heading',
      shortcut: 'Alt+3',
      icon: 'H3',
      pressed: (state) => state.heading3,
      run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      label: 'Bulleted list',
      shortcut: 'Shift+8',
      icon: BulletListIcon,
      pressed: (state) => state.bulletList,
      run: (editor) => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      shortcut: 'Shift+7',
      icon: NumberedListIcon,
      pressed: (state) => state.orderedList,
      run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    },
  ],
  [],
  [
    {
      label: 'Undo',
      shortcut: 'Z',
      icon: UndoIcon,
      available: (state) => state.canUndo,
      run: (editor) => editor.chain().focus().undo().run(),
    },
    {
      label: 'Redo',
      shortcut: 'Shift+Z',
      icon: RedoIcon,
      available: (state) => state.canRedo,
      run: (editor) => editor.chain().focus().redo().run(),
    },
  ],
];
/** The link group, empty above: its one button opens the link popover. */
const LINK_GROUP = 3;

export type ToolbarProps = {
  editor: Editor;
  editorId: string;
  label?: string;
  isDisabled: boolean;
  roving: ReturnType<typeof useRovingFocus>;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
};

export function Toolbar({
  editor,
  editorId,
  label,
  isDisabled,
  roving,
  linkOpen,
  onLinkOpenChange,
}: ToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readState(current) });
  const mod = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? '⌘' : 'Ctrl+';
  const linkLabel = state.link ? 'Edit link' : 'Add link';
  let position = 0;

  const button = (action: Action) => {
    const Icon = action.icon;
    const unavailable = action.available ? !action.available(state) : false;
    return (
      <IconButton
        key={action.label}
        data-toolbar-item=""
        tabIndex={roving.tabIndexOf(position++)}
        aria-label={action.label}
        title={`${action.label} (${mod}${action.shortcut})`}
        aria-pressed={action.pressed ? action.pressed(state) : undefined}
        aria-disabled={unavailable || undefined}
        disabled={isDisabled}
        size="sm"
        variant="ghost"
        _pressed={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg' }}
        onClick={() => {
          if (!unavailable) action.run(editor);
        }}
      >
        {typeof Icon === 'string' ? (
          <Text as="span" fontWeight="bold" textStyle="xs">
            {Icon}
          </Text>
        ) : (
          <Icon />
        )}
      </IconButton>
    );
  };

  return (
    <LinkPopover editor={editor} href={state.href} open={linkOpen} onOpenChange={onLinkOpenChange}>
      <HStack
        {...roving.toolbarProps}
        role="toolbar"
        aria-label={label ? `${label}: formatting` : 'Formatting'}
        aria-controls={editorId}
        gap="0.5"
        px="1"
        py="1"
        minH={TOOLBAR_HEIGHT}
        flexWrap="wrap"
        borderBottomWidth="1px"
        borderColor="border"
      >
        {GROUPS.map((group, groupIndex) => (
          <Fragment key={groupIndex}>
            {groupIndex > 0 ? <Separator orientation="vertical" height="5" mx="1" /> : null}
            {groupIndex === LINK_GROUP ? (
              <Popover.Trigger asChild>
                <IconButton
                  data-toolbar-item=""
                  tabIndex={roving.tabIndexOf(position++)}
                  aria-label={linkLabel}
                  title={`${linkLabel} (${mod}K)`}
                  disabled={isDisabled}
                  size="sm"
                  variant="ghost"
                  color={state.link ? 'colorPalette.fg' : undefined}
                >
                  <LinkIcon />
                </IconButton>
              </Popover.Trigger>
            ) : (
              group.map(button)
            )}
          </Fragment>
        ))}
      </HStack>
    </LinkPopover>
  );
}
