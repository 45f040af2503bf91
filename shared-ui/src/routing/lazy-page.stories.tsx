import { Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LazyPage, type PageLoader } from './lazy-page.tsx';

function OrderHistory() {
  return (
    <>
      <Heading as="h1">Order History</Heading>
      <Text>The page, loaded.</Text>
    </>
  );
}

// LazyPage remembers each loader that succeeded, so every story has its own.
const neverLoads: PageLoader = () => new Promise(() => undefined);
const alwaysFails: PageLoader = () => Promise.reject(new Error('ChunkLoadError: Loading chunk 42 failed.'));
let attempts = 0;
const failsOnce: PageLoader = () => {
  attempts += 1;
  return attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(OrderHistory);
};
const loadsAfterASecond: PageLoader = () =>
  new Promise((resolve) => setTimeout(() => resolve(OrderHistory), 1000));

const meta = {
  title: 'Routing/LazyPage',
  component: LazyPage,
  args: { load: neverLoads },
} satisfies Meta<typeof LazyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the page's code downloads: the page skeleton. */
export const Loading: Story = {};
/** The download failed (a dropped connection, a new release): Retry downloads it again, no reload. */
export const Failed: Story = { args: { load: alwaysFails } };
/** Fails the first time; Retry loads the page. */
export const FailedThenRetried: Story = { args: { load: failsOnce } };
export const Loaded: Story = { args: { load: loadsAfterASecond } };
