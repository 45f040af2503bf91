import { HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { SearchInput } from '../search-input.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Email', children: <Input type="email" defaultValue="student@academy.test" /> },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHelperText: Story = { args: { helperText: 'We only write about your orders.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: {
    required: true,
    helperText: 'We only write about your orders.',
    errorText: 'Enter a valid email',
    children: <Input type="email" defaultValue="student@" />,
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = {
  args: { readOnly: true, helperText: 'Email cannot be changed. Contact support if needed.' },
};

const statusSelect = (
  <NativeSelect.Root>
    <NativeSelect.Field defaultValue="">
      <option value="">All statuses</option>
      <option value="paid">Successful</option>
      <option value="pending">Pending</option>
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);

/** A toolbar: labels are for screen readers only, the placeholder and first option say what each control is. */
export const FilterToolbar: Story = {
  render: () => (
    <HStack align="end" gap="4" maxW="2xl">
      <SearchInput
        label="Search orders"
        hideLabel
        placeholder="Search orders"
        value=""
        onChange={() => undefined}
      />
      <FormField label="Status" hideLabel>
        {statusSelect}
      </FormField>
    </HStack>
  ),
};

function Volume() {
  const [volume, setVolume] = useState(40);
  return (
    <Stack maxW="sm">
      <FormField label="Notification volume" helperText="Plays when a meeting starts.">
        {(control) => (
          <input
            {...control}
            type="range"
            min={0}
            max={100}
            value={volume}
            onChange={(event) => setVolume(Number(event.target.value))}
          />
        )}
      </FormField>
      <Text textStyle="sm">{volume}%</Text>
    </Stack>
  );
}

/** Any control, through the function form: it receives the id and the aria attributes. */
export const CustomControl: Story = { render: () => <Volume /> };
export const Dark: Story = { args: WithError.args, globals: { colorMode: 'dark' } };
