import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { FormAlert } from './form-alert.tsx';
import { TextField } from './text-field.tsx';

const meta = { title: 'Forms/TextField', component: TextField } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const schema = object({
  Firstname: string().required('First name is required').min(2, 'First name is required'),
});

function ProfileSample({ initial = '', touched = false }: { initial?: string; touched?: boolean }) {
  return (
    <Formik
      initialValues={{ Firstname: initial, Email: 'student@academy.test', About: '' }}
      initialTouched={{ Firstname: touched }}
      validationSchema={schema}
      validateOnMount
      onSubmit={() => undefined}
    >
      <Form>
        <Stack gap="4" maxW="md">
          <TextField name="Firstname" label="First name" required />
          <TextField
            name="Email"
            label="Email"
            readOnly
            helperText="Email cannot be changed. Contact support if needed."
          />
          <TextField name="About" label="About" multiline />
          <Button type="submit">Save Changes</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

export const Default: Story = {
  args: { name: 'Firstname', label: 'First name' },
  render: () => <ProfileSample initial="Alex" />,
};
export const WithError: Story = {
  args: { name: 'Firstname', label: 'First name' },
  render: () => <ProfileSample touched />,
};
export const Alerts: Story = {
  args: { name: 'x', label: 'x' },
  render: () => (
    <Stack gap="3">
      <FormAlert status="success" message="Profile updated successfully!" />
      <FormAlert status="error" message="Failed to update password. Please check your current password." />
    </Stack>
  ),
};
