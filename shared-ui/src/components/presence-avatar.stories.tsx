import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HStack } from '@chakra-ui/react';
import { PresenceAvatar } from './presence-avatar.tsx';

const meta = {
  title: 'Data/PresenceAvatar',
  component: PresenceAvatar,
  args: { name: 'Maya Chen', status: 'online', size: 'md' },
} satisfies Meta<typeof PresenceAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};
export const Away: Story = { args: { status: 'away' } };
export const Busy: Story = { args: { status: 'busy' } };
export const Offline: Story = { args: { status: 'offline' } };
export const EverySizeAndStatus: Story = {
  render: () => (
    <HStack gap="4">
      {(['online', 'away', 'busy', 'offline'] as const).map((status) => (
        <PresenceAvatar key={status} name={`Lucas ${status}`} status={status} size="sm" />
      ))}
      <PresenceAvatar name="Amara Okafor" status="busy" size="lg" />
    </HStack>
  ),
};
