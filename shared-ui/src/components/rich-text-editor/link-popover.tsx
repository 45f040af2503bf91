// The link prompt: a small popover under the toolbar's link button to add, change or remove the link at the
// cursor. Not portalled, so it works inside a dialog's focus trap; no <form>, since the editor often sits
// inside one (Enter applies, Escape closes).
import { Button, Field, HStack, Input, Stack } from '@portal/shared-ui';
import { Popover } from '@portal/shared-ui/overlays';
import type { Editor } from '@tiptap/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { normalizeHref } from './links.ts';

export type LinkPopoverProps = {
  editor: Editor;
  /** The href of the link at the cursor, '' when there is none. */
  href: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toolbar, which holds the Popover.Trigger. */
  children: ReactNode;
};

function applyLink(editor: Editor, href: string, typed: string) {
  if (editor.state.selection.empty && !editor.isActive('link')) {
    // Nothing selected: the address as typed becomes the link's text; typing after it is plain text again.
    const text = typed.trim();
    editor
      .chain()
      .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
      .unsetMark('link')
      .run();
    return;
  }
  editor.chain().extendMarkRange('link').setLink({ href }).run();
}

type LinkFormProps = {
  editor: Editor;
  href: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Closes the popover; `toText` puts the focus back in the text rather than on the link button. */
  close: (toText: boolean) => void;
};

/** Mounted each time the popover opens, so it starts from the link at the cursor. */
function LinkForm({ editor, href, inputRef, close }: LinkFormProps) {
  const [text, setText] = useState(href);
  const [error, setError] = useState('');

  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    close(true);
  };

  const apply = () => {
    if (!text.trim()) {
      if (href) remove();
      else close(true);
      return;
    }
    const normalized = normalizeHref(text);
    if (!normalized) {
      setError('Enter a web address (https://…) or an email address.');
      return;
    }
    applyLink(editor, normalized, text);
    close(true);
  };

  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Link address</Field.Label>
        <Input
          ref={inputRef}
          size="sm"
          type="url"
          inputMode="url"
          placeholder="https://… or name@example.com"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError('');
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <HStack gap="2" justify="flex-end">
        {href ? (
          <Button type="button" size="xs" variant="ghost" me="auto" onClick={remove}>
            Remove link
          </Button>
        ) : null}
        <Button type="button" size="xs" variant="outline" onClick={() => close(false)}>
          Cancel
        </Button>
        <Button type="button" size="xs" onClick={apply}>
          Apply
        </Button>
      </HStack>
    </Stack>
  );
}

export function LinkPopover({ editor, href, open, onOpenChange, children }: LinkPopoverProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const backToText = useRef(false);

  const close = (toText: boolean) => {
    backToText.current = toText;
    onOpenChange(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        // The link button, Escape or a click outside: focus goes back to the button (or where clicked).
        backToText.current = false;
        onOpenChange(details.open);
      }}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => (backToText.current ? editor.view.dom : null)}
    >
      {children}
      <Popover.Positioner>
        <Popover.Content width="xs">
          <Popover.Body p="3">
            <LinkForm editor={editor} href={href} inputRef={inputRef} close={close} />
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
