import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FileUploadField, FileUploadView } from './file-upload-field.tsx';

const noop = () => {};
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#2b6cb0"/><text x="24" y="100" font-family="sans-serif" font-size="28" fill="#fff">Lesson 1</text></svg>',
  );

const meta = {
  title: 'Forms/FileUploadField',
  component: FileUploadView,
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
  args: {
    label: 'Lesson video',
    kind: 'video',
    value: null,
    state: { phase: 'idle' },
    onFile: noop,
    onCancel: noop,
    helperText: 'MP4, WebM, OGG, AVI or MOV, at most 500 MB.',
  },
} satisfies Meta<typeof FileUploadView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Idle: Story = {};
/** The file travels: the share sent, and Cancel (which keeps nothing). */
export const Uploading: Story = {
  args: { state: { phase: 'uploading', name: 'intro-to-react.mp4', fraction: 0.42 } },
};
export const DoneImage: Story = {
  args: {
    label: 'Course cover',
    kind: 'image',
    helperText: 'JPG, PNG, WebP or GIF, at most 10 MB.',
    value: { name: 'cover.png', url: picture },
    onRemove: noop,
  },
};
/** A video with the poster captured in the browser and the length the server read. */
export const DoneVideo: Story = {
  args: { value: { name: 'intro-to-react.mp4', posterUrl: picture, durationSeconds: 754 }, onRemove: noop },
};
/** A video the browser could not play (AVI): no poster, and no duration when the server could not read it. */
export const DoneVideoWithoutPoster: Story = {
  args: { value: { name: 'lecture.avi', posterUrl: null, durationSeconds: null } },
};
export const Failed: Story = {
  args: {
    state: {
      phase: 'error',
      name: 'setup.mp4',
      message: 'Invalid video format. Supported formats: MP4, WebM, OGG, AVI, MOV.',
    },
  },
};
export const Disabled: Story = { args: { disabled: true } };
/** The connected field: choosing a file sends it to POST /api/upload (needs the API). */
export const Connected: Story = {
  render: () => <FileUploadField label="Course cover" kind="image" purpose="cover" onUploaded={noop} />,
};
