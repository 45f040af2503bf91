import { HStack, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './avatar.tsx';
import { CardGridSkeleton, ListSkeleton } from './list-skeletons.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Display/ProgressBar',
  component: ProgressBar,
  args: { value: 42, label: 'Course progress' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NotStarted: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const StatusBadges: Story = {
  render: () => (
    <HStack>
      {['Paid', 'Pending', 'Failed', 'Refunded'].map((status) => (
        <StatusBadge
          key={status}
          status={status}
          tones={{ Paid: 'success', Pending: 'warning', Failed: 'danger', Refunded: 'info' }}
        />
      ))}
    </HStack>
  ),
};
export const Avatars: Story = {
  render: () => (
    <HStack>
      <Avatar name="Ada Lovelace" />
      <Avatar name="Grace Hopper" size="lg" />
      <Avatar name="Alan" size="sm" />
    </HStack>
  ),
};
export const Skeletons: Story = {
  render: () => (
    <Stack gap="8">
      <CardGridSkeleton count={3} />
      <ListSkeleton count={3} />
    </Stack>
  ),
};
