import { Button, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { number, object, string } from 'yup';
import { CheckboxField } from './checkbox-field.tsx';
import { FormDialog, type FormDialogProps } from './form-dialog.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';

type MeetingValues = { title: string; description: string; duration: number; isRecorded: boolean };

const required = 'Please fill in all required fields';
const schema = object({ title: string().trim().required(required), duration: number().required() });

const fields = (
  <>
    <TextField name="title" label="Title" required />
    <TextareaField name="description" label="Description" placeholder="Course: Advanced React Development" />
    <SimpleGrid columns={2} gap="4">
      <SelectField
        name="duration"
        label="Duration"
        options={[30, 60, 90].map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
      />
    </SimpleGrid>
    <CheckboxField name="isRecorded" label="Record this meeting" />
  </>
);

const noop = () => undefined;
const ignoreSubmit: FormDialogProps<MeetingValues>['onSubmit'] = () => undefined;

const meta = {
  title: 'Forms/FormDialog',
  component: FormDialog<MeetingValues>,
  args: {
    open: true,
    onClose: noop,
    title: 'Schedule Meeting',
    submitLabel: 'Schedule Meeting',
    initialValues: { title: '', description: '', duration: 60, isRecorded: false },
    validationSchema: schema,
    onSubmit: ignoreSubmit,
    children: fields,
  },
} satisfies Meta<typeof FormDialog<MeetingValues>>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (label: string) => {
  const dialog = await within(document.body).findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: label }));
};

function ScheduleMeeting() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Schedule Meeting</Button>
      <FormDialog<MeetingValues>
        {...meta.args}
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          setOpen(false);
        }}
      />
    </>
  );
}

/** Opens from its trigger; submitting takes a second, then the dialog closes. */
export const FromATrigger: Story = { render: () => <ScheduleMeeting /> };
export const Open: Story = {};
export const WithDescription: Story = {
  args: { description: 'Participants get an invitation with the meeting link.' },
};
export const Editing: Story = {
  args: {
    title: 'Edit Meeting',
    submitLabel: 'Save Changes',
    initialValues: { title: 'React office hours', description: '', duration: 90, isRecorded: true },
  },
};
export const ValidationErrors: Story = { play: () => submit('Schedule Meeting') };
export const Submitting: Story = {
  args: {
    initialValues: { ...meta.args.initialValues, title: 'React office hours' },
    onSubmit: () => new Promise(noop),
  },
  play: () => submit('Schedule Meeting'),
};
export const ServerError: Story = {
  args: {
    initialValues: { ...meta.args.initialValues, title: 'React office hours' },
    onSubmit: async () => {
      throw new Error('The meeting must end after it starts');
    },
  },
  play: () => submit('Schedule Meeting'),
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
