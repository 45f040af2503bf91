import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { SwitchRow } from './switch-row.tsx';

const meta = {
  title: 'Inputs/SwitchRow',
  component: SwitchRow,
  args: { label: 'Login alerts', checked: true, onChange: () => undefined },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SwitchRow>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled() {
  const [on, setOn] = useState(true);
  return (
    <Stack>
      <SwitchRow
        label="Login alerts"
        hint="Tell me when my account signs in from a new browser."
        checked={on}
        onChange={setOn}
      />
      <Text fontSize="sm">Saved value: {on ? 'on' : 'off'}</Text>
    </Stack>
  );
}

export const Default: Story = { render: () => <Controlled /> };
/** Without a hint. */
export const Plain: Story = { args: { hint: undefined } };
/** Off. */
export const Off: Story = { args: { checked: false, hint: 'Send security alerts to your email as well.' } };
/** While its change is being saved. */
export const Disabled: Story = { args: { disabled: true, hint: 'Saving…' } };
