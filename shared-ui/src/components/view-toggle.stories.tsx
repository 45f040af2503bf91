import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ViewToggle } from './view-toggle.tsx';

const meta = { title: 'Data/ViewToggle', component: ViewToggle } satisfies Meta<typeof ViewToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

const layouts = [
  { value: 'grid', label: 'Grid view', icon: '▦' },
  { value: 'list', label: 'List view', icon: '☰' },
] as const;

export const GridSelected: Story = {
  args: { label: 'Layout', value: 'grid', options: layouts, onChange: () => undefined },
};
export const ListSelected: Story = {
  args: { label: 'Layout', value: 'list', options: layouts, onChange: () => undefined },
};
export const TableOrTimeline: Story = {
  args: {
    label: 'View',
    value: 'table',
    options: [
      { value: 'table', label: 'Table view', icon: '▤' },
      { value: 'timeline', label: 'Timeline view', icon: '⋮' },
    ],
    onChange: () => undefined,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <ViewToggle {...args} value={value} onChange={setValue} />;
  },
};
