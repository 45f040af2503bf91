import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderWithProviders } from '../testing/index.tsx';
import { Modal, type ModalProps } from './modal.tsx';

type Options = Partial<Omit<ModalProps, 'open' | 'onClose' | 'title' | 'children'>> & {
  onClose?: () => void;
  focusNote?: boolean;
};

// A page with a trigger, the way the portal's pages open their dialogs.
function Page({ onClose, focusNote = false, ...options }: Options) {
  const [open, setOpen] = useState(false);
  const note = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add bookmark
      </button>
      <Modal
        {...options}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Add bookmark"
        initialFocusRef={focusNote ? note : undefined}
      >
        <label>
          Time <input defaultValue="04:12" />
        </label>
        <label>
          Note <input ref={note} />
        </label>
      </Modal>
    </>
  );
}

async function open(options: Options = {}) {
  const rendered = renderWithProviders(<Page {...options} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Add bookmark' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add bookmark' });
  return { ...rendered, dialog };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Modal', () => {
  // The focus trap focuses only laid-out elements; jsdom lays out nothing, so give every element a width.
  let width: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  });
  afterEach(() => width.mockRestore());

  it('is named by its title and described by its description', async () => {
    const { dialog } = await open({ description: 'At 04:12 in this video.' });
    expect(dialog).toHaveAccessibleDescription('At 04:12 in this video.');
  });

  it('closes from Escape and gives focus back to the button that opened it', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    await closed();
    expect(screen.getByRole('button', { name: 'Add bookmark' })).toHaveFocus();
  });

  it('closes from its dismiss button, which is disabled while the action runs', async () => {
    const onClose = jest.fn();
    const first = await open({ dismissLabel: 'Cancel', onClose });
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(onClose).toHaveBeenCalledTimes(1);
    first.unmount();
    const { dialog } = await open({ dismissLabel: 'Cancel', isPending: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('closes from the corner button only when it has one', async () => {
    const first = await open();
    expect(within(first.dialog).queryByRole('button')).not.toBeInTheDocument();
    first.unmount();
    const { user, dialog } = await open({ closeLabel: 'Close bookmark' });
    await user.click(within(dialog).getByRole('button', { name: 'Close bookmark' }));
    await closed();
  });

  it('focuses its first field, or the one it is given', async () => {
    const first = await open();
    await waitFor(() => expect(within(first.dialog).getByLabelText('Time')).toHaveFocus());
    first.unmount();
    const { dialog } = await open({ focusNote: true });
    await waitFor(() => expect(within(dialog).getByLabelText('Note')).toHaveFocus());
  });

  it('as a form, sends from its submit action and from Enter in a field without reloading', async () => {
    const onSubmit = jest.fn();
    const { user, dialog } = await open({
      onSubmit,
      dismissLabel: 'Cancel',
      actions: <button type="submit">Save bookmark</button>,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save bookmark' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(within(dialog).getByLabelText('Note'), 'Hooks{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('asks as an alert dialog when told to', async () => {
    renderWithProviders(
      <Modal open role="alertdialog" onClose={() => undefined} title="Delete this post?">
        This action cannot be undone
      </Modal>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Delete this post?' })).toHaveTextContent(
      'This action cannot be undone',
    );
  });
});
