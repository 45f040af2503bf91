import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BarChartPanel } from './bar-chart-panel.tsx';

const meta = { title: 'Data/BarChartPanel', component: BarChartPanel } satisfies Meta<typeof BarChartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const days = Array.from({ length: 14 }, (_, i) => ({
  label: `Nov ${i + 1}`,
  value: i % 6 === 5 ? 0 : 20 + ((i * 37) % 55),
}));

export const MinutesPerDay: Story = {
  args: { data: days, title: 'Study minutes per day', valueLabel: 'Minutes', format: (v) => `${v} min` },
};
export const TimePerCourse: Story = {
  args: {
    data: [
      { label: 'Advanced React Development', value: 420 },
      { label: 'PostgreSQL for Developers', value: 265 },
      { label: 'Node.js Backend Development', value: 130 },
    ],
    title: 'Time per course',
    valueLabel: 'Minutes',
    orientation: 'horizontal',
    color: 'blue.solid',
  },
};
export const NoStudy: Story = {
  args: {
    data: days.map((d) => ({ ...d, value: 0 })),
    title: 'Study minutes per day',
    valueLabel: 'Minutes',
  },
};
