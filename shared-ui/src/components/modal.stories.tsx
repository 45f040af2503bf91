import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { PresenceAvatar } from './presence-avatar.tsx';
import { Modal } from './modal.tsx';

const noop = () => undefined;

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: noop,
    title: 'Add bookmark',
    dismissLabel: 'Cancel',
    actions: <Button>Save bookmark</Button>,
    children: (
      <Stack gap="3">
        <Text>At 04:12 in this video.</Text>
        <Field.Root>
          <Field.Label>Note (optional)</Field.Label>
          <Input />
        </Field.Root>
      </Stack>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

function AddBookmark() {
  const [open, setOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    setIsSaving(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    setIsSaving(false);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Bookmark</Button>
      <Modal
        {...meta.args}
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={() => void save()}
        isPending={isSaving}
        actions={
          <Button type="submit" loading={isSaving}>
            Save bookmark
          </Button>
        }
      />
    </>
  );
}

/** Opens from its trigger; Enter in the note or Save sends it, which takes a second; focus then returns. */
export const FromATrigger: Story = { render: () => <AddBookmark /> };
export const Open: Story = {};
/** While the action runs: Cancel is disabled and the action spins. */
export const Pending: Story = {
  args: { isPending: true, actions: <Button loading>Save bookmark</Button> },
};
/** Read rather than answered: the × in the corner and no footer. */
export const ReadOnly: Story = {
  args: {
    title: 'Downloading an invoice',
    size: 'lg',
    closeLabel: 'Close article',
    dismissLabel: undefined,
    actions: undefined,
    children: (
      <Stack gap="3">
        <Text>Open Billing and choose Invoices.</Text>
        <Text>Paid invoices have a Download PDF button.</Text>
      </Stack>
    ),
  },
};
export const WithDescription: Story = {
  args: {
    title: 'Join Requests',
    description: 'react-study-group: 4/8 members',
    dismissLabel: 'Close',
    actions: undefined,
    children: <Text color="fg.muted">No one is waiting to join.</Text>,
  },
};
/** A picture before the title, such as the person the dialog is about. */
export const WithMedia: Story = {
  args: {
    title: 'Sarah Johnson',
    description: 'Instructor · Online',
    media: <PresenceAvatar name="Sarah Johnson" src={null} status="online" size="md" decorative />,
    dismissLabel: 'Close',
    actions: <Button>Send message</Button>,
    children: <Text>Teaches Advanced React Development.</Text>,
  },
};
/** A long body scrolls inside while the title and the buttons stay in view. */
export const Scrollable: Story = {
  args: {
    title: 'Edit Lesson',
    size: 'lg',
    isScrollable: true,
    actions: <Button>Save Lesson</Button>,
    children: (
      <Stack gap="4">
        {Array.from({ length: 12 }, (_, index) => (
          <Field.Root key={index}>
            <Field.Label>Resource {index + 1}</Field.Label>
            <Input />
          </Field.Root>
        ))}
      </Stack>
    ),
  },
};
export const Alert: Story = {
  args: {
    role: 'alertdialog',
    title: 'Do you want to delete this post?',
    actions: <Button colorPalette="red">Delete</Button>,
    children: 'This action cannot be undone',
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
