import { Button, Link, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageFrame } from './page-frame.tsx';
import { StatCard } from './stat-card.tsx';

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  args: {
    title: 'Order History',
    children: <Text>The page's sections go here, six units apart.</Text>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Meetings',
    description: 'Schedule, join and manage your video meetings.',
    actions: (
      <>
        <Button variant="outline">Join Meeting</Button>
        <Button>Schedule Meeting</Button>
      </>
    ),
  },
};
export const WithTheWayBack: Story = {
  args: {
    title: 'Order Details',
    maxW: '3xl',
    back: (
      <Link href="#" fontSize="sm">
        Back to Orders
      </Link>
    ),
    children: (
      <>
        <StatCard label="Total" value="$89.99" helpText="Paid with PayPal" />
        <Text>Each child is a section of the page.</Text>
      </>
    ),
  },
};
export const Dark: Story = { args: WithDescriptionAndActions.args, globals: { colorMode: 'dark' } };
