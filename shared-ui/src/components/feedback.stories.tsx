import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmptyState } from './empty-state.tsx';
import { ErrorCard } from './error-card.tsx';
import { NotFoundState } from './not-found-state.tsx';
import { PageSkeleton } from './page-skeleton.tsx';

const meta = { title: 'Feedback/States', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: {
    title: 'No posts found',
    description: 'Write your first post to share what you learn.',
    action: <Button>Start Now</Button>,
  },
};
export const Error: Story = {
  args: { title: '' },
  render: () => (
    <ErrorCard
      title="Error Loading Dashboard"
      message="Unable to load user data. Please try again."
      onRetry={() => undefined}
    />
  ),
};
export const Retrying: Story = {
  args: { title: '' },
  render: () => (
    <ErrorCard
      title="This section could not be loaded"
      message="It may be updating or your connection dropped."
      onRetry={() => undefined}
      retryLabel="Retry"
      isRetrying
    />
  ),
};
export const Loading: Story = { args: { title: '' }, render: () => <PageSkeleton /> };
export const NotFound: Story = { args: { title: '' }, render: () => <NotFoundState /> };
