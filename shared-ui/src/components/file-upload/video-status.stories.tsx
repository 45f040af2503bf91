import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VideoStatusView } from './video-status.tsx';

const noop = () => {};
const ladder = [
  { Height: 1080, Width: 1920, Bandwidth: 5_000_000 },
  { Height: 720, Width: 1280, Bandwidth: 2_800_000 },
  { Height: 480, Width: 854, Bandwidth: 1_200_000 },
  { Height: 360, Width: 640, Bandwidth: 700_000 },
];

const meta = {
  title: 'Forms/VideoStatusView',
  component: VideoStatusView,
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
  args: { media: { Status: 'processing', Progress: 42, Error: null } },
} satisfies Meta<typeof VideoStatusView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server is making the ladder: the share done so far. */
export const Processing: Story = {};
/** The ladder is ready: its heights, highest first. */
export const Ready: Story = {
  args: { media: { Status: 'ready', Progress: 100, Error: null, Renditions: ladder } },
};
/** It failed: the reason in words, and Retry. */
export const Failed: Story = {
  args: {
    media: {
      Status: 'failed',
      Progress: 12,
      Error: 'The file could not be read as a video. Please upload it again, or another file.',
    },
    onRetry: noop,
  },
};
/** Retry sent: the button waits for the answer. */
export const Retrying: Story = {
  args: { ...Failed.args, retrying: true },
};
/** One line on a media library card. */
export const CompactBadges: Story = {
  args: { compact: true },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <VideoStatusView compact media={{ Status: 'processing', Progress: 42, Error: null }} />
      <VideoStatusView compact media={{ Status: 'ready', Progress: 100, Error: null }} />
      <VideoStatusView compact media={{ Status: 'failed', Progress: 0, Error: 'Unreadable' }} />
    </div>
  ),
};
