import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PriceTag } from './price-tag.tsx';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const meta = {
  title: 'Display/PriceTag',
  component: PriceTag,
  args: { price: 4999, format: usd },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const OnSale: Story = { args: { price: 8999, originalPrice: 12999 } };
export const Free: Story = { args: { price: 0 } };
/** The course page's buy box. */
export const Large: Story = { args: { price: 8999, originalPrice: 12999, size: 'lg' } };
export const Small: Story = { args: { price: 2499, size: 'sm' } };
export const Dark: Story = { args: { price: 8999, originalPrice: 12999 }, globals: { colorMode: 'dark' } };
