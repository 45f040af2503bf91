import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Pagination } from './pagination.tsx';
import { StatCard } from './stat-card.tsx';

const meta = { title: 'Data/Pagination', component: Pagination } satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

type ControlledProps = { pageCount: number; showNumbers?: boolean; showPreviousNext?: boolean };

function Controlled({ pageCount, showNumbers, showPreviousNext }: ControlledProps) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      showNumbers={showNumbers}
      showPreviousNext={showPreviousNext}
    />
  );
}

export const PreviousNext: Story = {
  args: { page: 1, pageCount: 3, onPageChange: () => undefined },
  render: () => <Controlled pageCount={3} />,
};
export const Numbered: Story = {
  args: { page: 1, pageCount: 4, onPageChange: () => undefined },
  render: () => <Controlled pageCount={4} showNumbers />,
};
/** The numbered buttons alone ("Page 2" to screen readers), as the posts list shows them. */
export const NumbersOnly: Story = {
  args: { page: 1, pageCount: 3, onPageChange: () => undefined },
  render: () => <Controlled pageCount={3} showNumbers showPreviousNext={false} />,
};
export const LastPage: Story = { args: { page: 3, pageCount: 3, onPageChange: () => undefined } };
export const StatCards: Story = {
  args: { page: 1, pageCount: 1, onPageChange: () => undefined },
  render: () => (
    <SimpleGrid columns={4} gap="4">
      <StatCard label="Total Spent" value="$1,249.00" helpText="Paid invoices" />
      <StatCard label="Enrolled Courses" value={8} helpText="5 in progress" />
      <StatCard label="Current Streak" value="11 days" />
      <StatCard label="Level 5" value="422 pts" helpText="78 points to level 6" />
    </SimpleGrid>
  ),
};
