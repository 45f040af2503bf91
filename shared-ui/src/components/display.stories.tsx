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
/** In a list row that already shows the course: the label is for screen readers, the value at the end. */
export const CompactRow: Story = {
  args: { value: 64, label: 'Advanced React Development progress', hideLabel: true, valuePlacement: 'end' },
};
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
/** One badge's tone from a boolean or a single state, without a map. */
export const StatusBadgeTones: Story = {
  render: () => (
    <HStack>
      <StatusBadge status="Published" tone="success" />
      <StatusBadge status="Draft" tone="neutral" />
      <StatusBadge status="Recorded" tone="danger" />
      <StatusBadge status="upcoming" tone="info" />
      <StatusBadge status="Pending" tone="warning" />
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
      <CardGridSkeleton count={5} columns={{ base: 2, md: 3, lg: 5 }} height="24" label="Loading dashboard" />
      <CardGridSkeleton count={3} columns={1} height="10" label="Loading orders" />
    </Stack>
  ),
};
