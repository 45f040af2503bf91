import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CoverImage } from './cover-image.tsx';

const meta = {
  title: 'Data/CoverImage',
  component: CoverImage,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CoverImage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cover =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#2b6cb0"/><text x="24" y="100" font-family="sans-serif" font-size="28" fill="#fff">Advanced React</text></svg>',
  );

export const WithImage: Story = { args: { src: cover, alt: 'Advanced React Development' } };
/** No cover yet: the placeholder, named like the image for screen readers. */
export const WithoutImage: Story = { args: { src: null, alt: 'Course without a cover' } };
/** The address fails to load: the placeholder replaces the broken image. */
export const BrokenImage: Story = { args: { src: '/missing-cover.png', alt: 'Course with a broken cover' } };
export const Square: Story = { args: { src: cover, alt: 'Square cover', ratio: 1 } };
export const InAGrid: Story = {
  args: { src: cover, alt: '' },
  render: () => (
    <SimpleGrid columns={2} gap="3" width="640px">
      <CoverImage src={cover} alt="Advanced React Development" />
      <CoverImage src={null} alt="PostgreSQL for Developers" />
    </SimpleGrid>
  ),
};
