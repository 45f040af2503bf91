import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ActionsMenu } from './actions-menu.tsx';

const meta = {
  title: 'Overlays/ActionsMenu',
  component: ActionsMenu,
  args: { label: 'Actions for Grid finally makes sense', onSelect: () => undefined },
} satisfies Meta<typeof ActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditAndDelete: Story = {
  args: {
    items: [
      { value: 'edit', label: 'Edit' },
      { value: 'delete', label: 'Delete', danger: true },
    ],
  },
};

/** A paused goal: resume instead of pause; an action that cannot be taken now stays listed, disabled. */
export const WithDisabled: Story = {
  args: {
    items: [
      { value: 'edit', label: 'Edit' },
      { value: 'resume', label: 'Resume' },
      { value: 'share', label: 'Share (make it public first)', disabled: true },
      { value: 'delete', label: 'Delete', danger: true },
    ],
  },
};

export const Dark: Story = { ...EditAndDelete, globals: { colorMode: 'dark' } };
