import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { object, string } from 'yup';
import { renderWithProviders } from '../../testing/index.tsx';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';

type Values = { title: string; notes: string };
type Submit = (values: Values, helpers: unknown) => unknown;

const schema = object({ title: string().trim().required('Please fill in all required fields') });

function RenameCourse({ onSubmit, onInvalid }: { onSubmit: Submit; onInvalid?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <FormDialog<Values>
        open={open}
        onClose={() => setOpen(false)}
        title="Rename course"
        description="Students see the new name at once."
        submitLabel="Save Changes"
        initialValues={{ title: 'Intro to React', notes: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          await onSubmit(values, helpers);
          setOpen(false);
        }}
        onInvalid={onInvalid}
      >
        <TextField name="title" label="Title" required />
        <TextField name="notes" label="Notes" />
      </FormDialog>
    </>
  );
}

async function openDialog(onSubmit: Submit = async () => undefined, onInvalid?: () => void) {
  const rendered = renderWithProviders(<RenameCourse onSubmit={onSubmit} onInvalid={onInvalid} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename course' });
  return { ...rendered, dialog };
}

describe('FormDialog', () => {
  it('opens on its title and description with the first field focused', async () => {
    // The focus trap focuses only laid-out elements; jsdom lays out nothing, so give every element a width.
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Students see the new name at once.');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveFocus());
    width.mockRestore();
  });

  it('closes from Cancel and from Escape', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives onSubmit the values and formik helpers, and cannot be closed while it submits', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn<Submit>(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog(onSubmit);
    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.type(within(dialog).getByLabelText(/^Title/), 'React in depth');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'React in depth', notes: '' });
    expect(onSubmit.mock.calls[0]![1]).toHaveProperty('resetForm');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's error in the dialog and keeps what was typed", async () => {
    const onSubmit: Submit = async () => {
      throw new Error('This title is already taken.');
    };
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(within(dialog).getByLabelText('Notes'), 'For the spring cohort');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This title is already taken.');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('For the spring cohort');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('reports a refused submit and shows the field errors without calling onSubmit', async () => {
    const onSubmit = jest.fn<Submit>();
    const onInvalid = jest.fn();
    const { user, dialog } = await openDialog(onSubmit, onInvalid);
    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts afresh each time it opens', async () => {
    const onSubmit: Submit = async () => {
      throw new Error('Server unavailable');
    };
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(within(dialog).getByLabelText('Notes'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Notes')).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });
});
