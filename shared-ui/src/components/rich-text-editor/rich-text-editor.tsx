// The rich-text editor: Tiptap with the portal's schema (extensions.ts), a Chakra toolbar, and HTML in and
// out. Heavy (Tiptap and ProseMirror, ~125 KB gzip): pages use LazyRichTextEditor from
// @portal/shared-ui/editor, which loads this file when the editor first mounts. Chakra comes through
// shared-ui's shared entries only (this file is bundled into each remote's editor chunk).
import { Box } from '@portal/shared-ui';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { contentStyles } from './content-styles.ts';
import { createExtensions } from './extensions.ts';
import { useRovingFocus } from './roving-focus.ts';
import { Toolbar } from './toolbar.tsx';
import { DEFAULT_EDITOR_HEIGHT, type RichTextEditorProps } from './types.ts';

export type { RichTextEditorProps } from './types.ts';

/** The content as the portal stores it: '' when the editor holds no text, never '<p></p>'. */
function htmlOf(editor: Editor): string {
  return editor.state.doc.textContent.trim() === '' ? '' : editor.getHTML();
}

/** ProseMirror writes every attribute it is given, `undefined` as the string "undefined". */
function definedOnly(attributes: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  id,
  placeholder = '',
  height = DEFAULT_EDITOR_HEIGHT,
  maxHeight,
  isDisabled = false,
  isInvalid,
  autoFocus = false,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-errormessage': errorMessage,
  'aria-invalid': ariaInvalid,
  'aria-required': required,
}: RichTextEditorProps) {
  const generatedId = useId();
  const editorId = id ?? `rich-text-${generatedId}`;
  const invalid = isInvalid ?? ariaInvalid ?? false;
  const [linkOpen, setLinkOpen] = useState(false);
  const roving = useRovingFocus();

  // What the editor's callbacks read: always this render's props.
  const latest = useRef({ placeholder, onChange, onBlur, focusToolbar: roving.focusToolbar });
  latest.current = { placeholder, onChange, onBlur, focusToolbar: roving.focusToolbar };
  // The HTML last reported by onChange or taken from `value`: a `value` equal to it is our own echo.
  const lastHtml = useRef(value);
  const [initialValue] = useState(value);
  const [extensions] = useState(() => createExtensions(() => latest.current.placeholder));

  const editorProps = useMemo(
    () => ({
      attributes: definedOnly({
        id: editorId,
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        'aria-errormessage': invalid ? errorMessage : undefined,
        'aria-invalid': invalid ? 'true' : undefined,
        'aria-required': required ? 'true' : undefined,
        'aria-placeholder': placeholder || undefined,
        'aria-disabled': isDisabled ? 'true' : undefined,
      }),
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        // Ctrl/⌘+K opens the link prompt; Alt+F10 moves to the toolbar (the usual editor shortcut).
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          setLinkOpen(true);
          return true;
        }
        if (event.altKey && event.key === 'F10') {
          latest.current.focusToolbar();
          return true;
        }
        return false;
      },
    }),
    [editorId, label, labelledBy, describedBy, errorMessage, invalid, required, placeholder, isDisabled],
  );

  const editor = useEditor({
    extensions,
    content: initialValue,
    editable: !isDisabled,
    autofocus: autoFocus ? 'end' : false,
    // Tiptap's injected stylesheet is replaced by contentStyles (no global CSS, no inline <style> for CSP).
    injectCSS: false,
    editorProps,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      lastHtml.current = html;
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  // An outside change (a reset after saving, a loaded draft) replaces the content. Our own echo does not, so
  // the cursor stays put while typing. Not an undo step, and not reported back through onChange.
  useEffect(() => {
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    if (value === htmlOf(editor)) return;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable === !isDisabled) return;
    editor.setEditable(!isDisabled, false);
    if (isDisabled) setLinkOpen(false);
  }, [editor, isDisabled]);

  // A <label for> does not focus a contenteditable by itself: a FormField's label should.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('label') : null;
      if (target?.htmlFor !== editorId || !editor.isEditable) return;
      event.preventDefault();
      editor.commands.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [editor, editorId]);

  return (
    <Box
      width="full"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="l2"
      bg="bg"
      layerStyle={isDisabled ? 'disabled' : undefined}
      data-invalid={invalid ? '' : undefined}
      data-disabled={isDisabled ? '' : undefined}
      css={{
        '--rte-min-height': height,
        '--rte-focus-color': invalid ? 'colors.border.error' : 'colors.colorPalette.focusRing',
      }}
    >
      <Toolbar
        editor={editor}
        editorId={editorId}
        label={label}
        isDisabled={isDisabled}
        roving={roving}
        linkOpen={linkOpen}
        onLinkOpenChange={setLinkOpen}
      />
      <Box
        maxHeight={maxHeight ?? `max(${height}, 60vh)`}
        overflowY="auto"
        borderBottomRadius="l2"
        css={contentStyles}
        _focusWithin={{ outline: '2px solid', outlineColor: 'var(--rte-focus-color)', outlineOffset: '-2px' }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
