import { Box, Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { StatusBadge } from './status-badge.tsx';

type Order = { id: string; reference: string; total: string; status: string };

const columns: DataTableColumn<Order>[] = [
  { key: 'reference', header: 'Order', cell: (row) => row.reference },
  { key: 'total', header: 'Total', cell: (row) => row.total, align: 'end' },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusBadge status={row.status} tones={{ Paid: 'success', Pending: 'warning', Failed: 'danger' }} />
    ),
  },
];
const rows: Order[] = [
  { id: '1', reference: 'ORD-1042', total: '$49.00', status: 'Paid' },
  { id: '2', reference: 'ORD-1043', total: '$120.50', status: 'Pending' },
  { id: '3', reference: 'ORD-1044', total: '$15.00', status: 'Failed' },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Order>,
  args: { columns, rows, getRowKey: (row: Order) => row.id, caption: 'Your orders' },
} satisfies Meta<typeof DataTable<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = {
  args: {
    rows: [],
    emptyState: <EmptyState title="No orders yet" description="Courses you buy appear here." />,
  },
};
/** A page past the last one, or a filter that matched nothing: the headers stay, one row says why. */
export const EmptyPage: Story = {
  args: { rows: [], emptyMessage: 'This page has no orders. Go back to an earlier page.' },
};
/** On a phone's screen: the table scrolls sideways inside its own region, which Tab reaches; the page does not. */
export const OnAPhone: Story = {
  decorators: [(Story) => <Box maxW="360px">{Story()}</Box>],
  args: {
    columns: [
      ...columns,
      { key: 'placed', header: 'Placed on', cell: () => 'Monday, 23 November 2026 at 14:05' },
      { key: 'method', header: 'Payment method', cell: () => 'Visa ending in 4242' },
    ],
  },
};
/** The page heading already says what the table is: the caption names it for screen readers only. */
export const HiddenCaption: Story = { args: { caption: 'Orders', hideCaption: true } };
/** Actions are a column like any other: a link or a button per row, named after the row. */
export const RowActions: Story = {
  args: {
    columns: [
      ...columns,
      {
        key: 'actions',
        header: 'Actions',
        cell: (row: Order) => (
          <Button size="xs" variant="outline" aria-label={`View ${row.reference}`}>
            View Details
          </Button>
        ),
      },
    ],
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
