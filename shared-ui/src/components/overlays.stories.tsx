import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { toaster } from './toaster.tsx';

const meta = { title: 'Overlays/ConfirmDialog', component: ConfirmDialog } satisfies Meta<
  typeof ConfirmDialog
>;
export default meta;
type Story = StoryObj<typeof meta>;

function DeletePost({ pending = false }: { pending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete post</Button>
      <ConfirmDialog
        open={open}
        title="Do you want to delete this post?"
        description="This action cannot be undone"
        confirmLabel="Delete"
        destructive
        isPending={pending}
        onConfirm={() => setOpen(false)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const noop = () => undefined;
const base = { open: false, title: '', description: '', onConfirm: noop, onClose: noop };
export const Destructive: Story = { args: base, render: () => <DeletePost /> };
export const Pending: Story = {
  args: {
    ...base,
    open: true,
    title: 'Do you want to delete this post?',
    description: 'This action cannot be undone',
    isPending: true,
    destructive: true,
  },
};
export const Toasts: Story = {
  args: base,
  render: () => (
    <Stack direction="row">
      <Button
        onClick={() =>
          toaster.create({ type: 'success', title: 'Meeting scheduled successfully!', duration: 3000 })
        }
      >
        Success toast
      </Button>
      <Button onClick={() => toaster.create({ type: 'error', title: 'Failed to delete post' })}>
        Error toast
      </Button>
      <Button
        onClick={() =>
          toaster.create({
            type: 'success',
            title: 'Course removed from library',
            duration: 10_000,
            action: {
              label: 'Undo',
              onClick: () => toaster.create({ type: 'info', title: 'Course restored to your library' }),
            },
          })
        }
      >
        Toast with an action
      </Button>
    </Stack>
  ),
};
