import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageHeader } from './page-header.tsx';

const meta = { title: 'Layout/PageHeader', component: PageHeader } satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { title: 'Order History' } };
export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Meetings',
    description: 'Schedule, join and manage your video meetings.',
    actions: <Button>Schedule Meeting</Button>,
  },
};
