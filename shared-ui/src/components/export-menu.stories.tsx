import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ExportMenu } from './export-menu.tsx';

const meta = { title: 'Overlays/ExportMenu', component: ExportMenu } satisfies Meta<typeof ExportMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const formats = [
  { value: 'csv', label: 'CSV (.csv)' },
  { value: 'xlsx', label: 'Excel spreadsheet (.xlsx)' },
  { value: 'pdf', label: 'PDF document (.pdf)' },
];

export const Ready: Story = { args: { formats, onExport: () => undefined } };
export const Exporting: Story = { args: { formats, onExport: () => undefined, isExporting: true } };
