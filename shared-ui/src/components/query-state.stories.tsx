import { List, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from '@portal/shared-api/core';
import { EmptyState } from './empty-state.tsx';
import { CardGridSkeleton } from './list-skeletons.tsx';
import { QueryState } from './query-state.tsx';

type Courses = string[];
const courses: Courses = ['Advanced React Development', 'Modern CSS Techniques', 'Node.js in Production'];
const noop = () => undefined;

const meta = {
  title: 'Feedback/QueryState',
  component: QueryState<Courses>,
  args: {
    query: { data: courses, error: undefined, mutate: noop },
    errorTitle: 'Failed to load your courses',
    isEmpty: (data: Courses) => data.length === 0,
    empty: <EmptyState title="No courses yet" description="Courses you enrol in appear here." />,
    children: (data: Courses) => (
      <List.Root ps="5">
        {data.map((course) => (
          <List.Item key={course}>{course}</List.Item>
        ))}
      </List.Root>
    ),
  },
} satisfies Meta<typeof QueryState<Courses>>;
export default meta;
type Story = StoryObj<typeof meta>;

const failure = new ApiError(500, 'The database is unavailable.');

export const Content: Story = {};
/** Before the first answer: a list skeleton unless the page gives its own. */
export const Loading: Story = { args: { query: { data: undefined, error: undefined, mutate: noop } } };
export const LoadingWithPageSkeleton: Story = {
  args: {
    query: { data: undefined, error: undefined, mutate: noop },
    loading: <CardGridSkeleton count={3} label="Loading courses" />,
  },
};
export const Empty: Story = { args: { query: { data: [], error: undefined, mutate: noop } } };
export const Failed: Story = { args: { query: { data: undefined, error: failure, mutate: noop } } };
export const Retrying: Story = {
  args: { query: { data: undefined, error: failure, isValidating: true, mutate: noop } },
};
export const NotFound: Story = {
  args: {
    query: { data: undefined, error: new ApiError(404, 'Not found'), mutate: noop },
    notFound: <Text role="alert">The requested course could not be found.</Text>,
  },
};
/** Data already on screen stays there while it revalidates: no flash back to the skeleton. */
export const Revalidating: Story = {
  args: { query: { data: courses, error: undefined, isValidating: true, mutate: noop } },
};
/** A failed revalidation keeps the data it has: the error card is for when there is nothing to show. */
export const FailedWithDataOnScreen: Story = {
  args: { query: { data: courses, error: failure, mutate: noop } },
};
