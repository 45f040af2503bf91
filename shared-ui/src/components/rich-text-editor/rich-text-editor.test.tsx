import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { FormField } from '../form/form-field.tsx';
import { renderWithProviders } from '../../testing/index.tsx';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
import { isAllowedHref, normalizeHref } from './links.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import type { RichTextEditorProps } from './types.ts';

// ProseMirror measures the text to scroll the cursor into view; jsdom does no layout.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () =>
    ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 }) as DOMRect;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = emptyRect;
  document.elementFromPoint = () => null;
});

/**
 * Types one key at a time: ProseMirror reads typed text back from the DOM through a MutationObserver, and
 * user-event's one-call typing outruns it in jsdom (a repeated letter goes missing). Browsers are fine.
 */
async function typeText(user: UserEvent, text: string) {
  for (const key of text) await user.keyboard(key === ' ' ? '[Space]' : key);
}

/** The Tiptap editor behind an editing area (Tiptap puts it on the element). */
const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

function Controlled({ onChange, ...props }: Partial<RichTextEditorProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <RichTextEditor
        label="Note"
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const TOOLBAR_BUTTONS = [
  'Bold',
  'Italic',
  'H2 heading',
  'H3 heading',
  'Bulleted list',
  'Numbered list',
  'Add link',
  'Undo',
  'Redo',
];

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox that reports what is typed as HTML', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} placeholder="Write a note" />);
    const textbox = screen.getByRole('textbox', { name: 'Note' });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('aria-placeholder', 'Write a note');
    await user.click(textbox);
    await typeText(user, 'Hello');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>');
  });

  it('reports formatting from the toolbar as the allow-listed tags', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const textbox = screen.getByRole('textbox', { name: 'Note' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(textbox);
    await user.click(bold);
    // The toolbar hands the focus back to the text on the next frame.
    await waitFor(() => expect(textbox).toHaveFocus());
    await typeText(user, 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hi</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');

    act(() => {
      editorOf(textbox).chain().selectAll().toggleHeading({ level: 2 }).run();
    });
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Hi</strong></h2>');
    expect(screen.getByRole('button', { name: 'H2 heading' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Hi</strong></p></li></ul>');
  });

  it('reports an editor without text as an empty string, not <p></p>', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Controlled value="<p>Draft</p>" onChange={onChange} />);
    const textbox = screen.getByRole('textbox', { name: 'Note' });
    act(() => {
      editorOf(textbox).commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
    act(() => {
      editorOf(textbox).commands.setContent('<ul><li><p>  </p></li></ul>');
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes outside changes of the value without reporting them back', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Controlled value="<p>Saved note</p>" onChange={onChange} />);
    const textbox = screen.getByRole('textbox', { name: 'Note' });
    expect(textbox).toHaveTextContent('Saved note');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(textbox).toHaveTextContent('');
    expect(onChange).not.toHaveBeenCalled();
    // Not an undo step either.
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('drops what the schema does not allow: scripts, styles, other headings, unsafe links', () => {
    const onChange = jest.fn();
    renderWithProviders(<Controlled onChange={onChange} />);
    const textbox = screen.getByRole('textbox', { name: 'Note' });
    act(() => {
      editorOf(textbox).commands.setContent(
        '<h1 style="color:red">Title</h1><script>alert(1)</script>' +
          '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>',
      );
    });
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Title</p><p>bad <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">good</a></p>',
    );
  });

  it('has a labelled toolbar that is a single tab stop, moved through with the arrow keys', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const toolbar = screen.getByRole('toolbar', { name: 'Note: formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(TOOLBAR_BUTTONS);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    // Tab leaves the toolbar for the text; Shift+Tab comes back to the last focused button.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('adds a link from the prompt, refusing other schemes', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(await screen.findByText(/Enter a web address/)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'example.com{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument(),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">example.com</a></p>',
    );
    const textbox = screen.getByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(textbox).toHaveFocus());

    // On a link, the button edits it, and the prompt can remove it.
    act(() => {
      editorOf(textbox).commands.selectAll();
    });
    await user.click(screen.getByRole('button', { name: 'Edit link' }));
    expect(await screen.findByRole('textbox', { name: 'Link address' })).toHaveValue('https://example.com');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>example.com</p>');
  });

  it('opens the link prompt with Ctrl+K and reaches the toolbar with Alt+F10', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const textbox = screen.getByRole('textbox', { name: 'Note' });
    await user.click(textbox);
    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.click(textbox);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add link' })).toHaveFocus());
  });

  it('shows invalid and disabled states to assistive technology', () => {
    renderWithProviders(
      <>
        <Controlled label="Report" isInvalid aria-describedby="report-error" />
        <p id="report-error">Describe the problem</p>
        <Controlled label="Locked" isDisabled />
      </>,
    );
    const report = screen.getByRole('textbox', { name: 'Report' });
    expect(report).toHaveAttribute('aria-invalid', 'true');
    expect(report).toHaveAccessibleDescription('Describe the problem');
    const locked = screen.getByRole('textbox', { name: 'Locked' });
    expect(locked).toHaveAttribute('contenteditable', 'false');
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    const lockedToolbar = screen.getByRole('toolbar', { name: 'Locked: formatting' });
    for (const button of within(lockedToolbar).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('is named and described by a FormField, whose label focuses it', async () => {
    const { user } = renderWithProviders(
      <FormField label="Details" errorText="Tell us what happened">
        {(control) => <RichTextEditor {...control} value="" onChange={() => undefined} />}
      </FormField>,
    );
    const textbox = screen.getByRole('textbox', { name: 'Details' });
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleErrorMessage('Tell us what happened');
    await user.click(screen.getByText('Details'));
    await waitFor(() => expect(textbox).toHaveFocus());
  });
});

describe('LazyRichTextEditor', () => {
  it('shows a skeleton while the editor loads, then the editor', async () => {
    renderWithProviders(<LazyRichTextEditor label="Note" value="<p>Loaded</p>" onChange={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the editor…');
    const textbox = await screen.findByRole('textbox', { name: 'Note' });
    expect(textbox).toHaveTextContent('Loaded');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('link targets', () => {
  it('keeps http, https and mailto only', () => {
    expect(isAllowedHref('https://example.com')).toBe(true);
    expect(isAllowedHref('MAILTO:me@example.com')).toBe(true);
    expect(isAllowedHref('example.com')).toBe(true);
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedHref('java\nscript:alert(1)')).toBe(false);
    expect(isAllowedHref('data:text/html,x')).toBe(false);
    expect(isAllowedHref('ftp://example.com')).toBe(false);
    expect(isAllowedHref('//evil.example')).toBe(false);
  });

  it('completes what is typed in the prompt', () => {
    expect(normalizeHref(' example.com/page ')).toBe('https://example.com/page');
    expect(normalizeHref('me@example.com')).toBe('mailto:me@example.com');
    expect(normalizeHref('http://example.com')).toBe('http://example.com');
    expect(normalizeHref('https://')).toBeNull();
    expect(normalizeHref('javascript:alert(1)')).toBeNull();
    expect(normalizeHref('notes')).toBeNull();
  });
});
