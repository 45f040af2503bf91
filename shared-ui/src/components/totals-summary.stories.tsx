import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TotalsSummary } from './totals-summary.tsx';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const meta = {
  title: 'Display/TotalsSummary',
  component: TotalsSummary,
  args: { lines: [{ label: 'Subtotal', amount: 10999 }], total: 10999, format: usd },
} satisfies Meta<typeof TotalsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithCoupon: Story = {
  args: {
    lines: [
      { label: 'Subtotal', amount: 10999 },
      { label: 'Discount (WELCOME10)', amount: 1100, isDiscount: true },
    ],
    total: 9899,
  },
};
export const Dark: Story = { args: WithCoupon.args, globals: { colorMode: 'dark' } };
