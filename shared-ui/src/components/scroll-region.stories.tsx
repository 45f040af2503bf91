import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ScrollRegion } from './scroll-region.tsx';

const meta = {
  title: 'Layout/ScrollRegion',
  component: ScrollRegion,
  // A phone's screen: the region is as wide as it, and only the region scrolls.
  decorators: [
    (Story) => (
      <Box maxW="360px" borderWidth="1px" borderStyle="dashed" p="2">
        {Story()}
      </Box>
    ),
  ],
  args: { label: 'Lesson timeline', children: null },
} satisfies Meta<typeof ScrollRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const wide = (
  <Box w="900px" p="3" bg="bg.muted">
    <Text>
      Nine hundred pixels of content: scroll it sideways with a finger, a trackpad, or Tab then the arrows.
    </Text>
  </Box>
);

/** Wider content than the screen: the region scrolls, the page does not. */
export const WiderThanTheScreen: Story = { args: { children: wide } };
/** Framed, as a table's region is. */
export const Framed: Story = { args: { children: wide, isFramed: true } };
/** Content that fits: nothing scrolls, and the region still names what it holds. */
export const Fits: Story = { args: { children: <Text>Three lessons, 24 minutes.</Text> } };
/** Focused from the keyboard: the ring shows, and the arrow keys scroll it. */
export const Focused: Story = {
  args: { children: wide },
  play: ({ canvasElement }) => canvasElement.querySelector<HTMLElement>('[role="region"]')?.focus(),
};
