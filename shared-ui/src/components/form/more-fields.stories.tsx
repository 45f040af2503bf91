import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form, Formik } from 'formik';
import { boolean, object, string } from 'yup';
import { CheckboxField } from './checkbox-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { SwitchField } from './switch-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';

const meta = {
  title: 'Forms/More fields',
  component: SelectField,
  args: { name: 'Country', label: 'Country', options: [] },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

const schema = object({
  password: string().required('Password is required'),
  Country: string().required('Country is required'),
  terms: boolean().oneOf([true], 'Please accept the terms'),
});

function Sample({ touched = false, disabled = false }: { touched?: boolean; disabled?: boolean }) {
  return (
    <Formik
      initialValues={{ password: '', Country: '', About: '', emailDigest: true, terms: false }}
      initialTouched={touched ? { password: true, Country: true, terms: true } : {}}
      validationSchema={schema}
      validateOnMount
      onSubmit={() => undefined}
    >
      <Form>
        <Stack gap="4" maxW="md">
          <PasswordField name="password" label="Current password" />
          <SelectField
            name="Country"
            label="Country"
            placeholder="Choose a country"
            disabled={disabled}
            options={[
              { value: 'FR', label: 'France' },
              { value: 'US', label: 'United States' },
            ]}
          />
          <TextareaField name="About" label="About" helperText="A few words for your profile." />
          <SwitchField name="emailDigest" label="Weekly email digest" disabled={disabled} />
          <CheckboxField name="terms" label="I accept the terms" disabled={disabled} />
          <Button type="submit">Save Changes</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

export const Default: Story = { render: () => <Sample /> };
export const WithErrors: Story = { render: () => <Sample touched /> };
export const Disabled: Story = { render: () => <Sample disabled /> };
export const Dark: Story = { render: () => <Sample />, globals: { colorMode: 'dark' } };

const counted = object({
  Title: string()
    .trim()
    .required('Please provide a review title')
    .max(20, 'The title can be at most 20 characters'),
  Review: string().trim().required('Please write your review').max(200),
});

/** Character counters: under the limit, and over it (the counter turns red beside the rule's message). */
function Counters({ over = false }: { over?: boolean }) {
  return (
    <Formik
      initialValues={{ Title: over ? 'A title that is far too long' : 'Grid finally', Review: '' }}
      initialTouched={over ? { Title: true, Review: true } : {}}
      validationSchema={counted}
      validateOnMount
      onSubmit={() => undefined}
    >
      <Form>
        <Stack gap="4" maxW="md">
          <TextField name="Title" label="Review title" required maxLength={20} />
          <TextareaField name="Review" label="Your review" required maxLength={200} />
        </Stack>
      </Form>
    </Formik>
  );
}

export const WithCounters: Story = { render: () => <Counters /> };
export const CounterOverLimit: Story = { render: () => <Counters over /> };
