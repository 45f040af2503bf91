import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DateRangeFields } from './date-range-fields.tsx';

const meta = { title: 'Inputs/DateRangeFields', component: DateRangeFields } satisfies Meta<
  typeof DateRangeFields
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: { from: '', to: '' }, onChange: () => undefined } };
export const BothBounds: Story = {
  args: { value: { from: '2026-11-01', to: '2026-11-23' }, onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateRangeFields value={value} onChange={(change) => setValue((range) => ({ ...range, ...change }))} />
    );
  },
};
