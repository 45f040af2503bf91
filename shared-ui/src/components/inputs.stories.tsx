import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { SearchInput } from './search-input.tsx';
import { StarRating } from './star-rating.tsx';
import { TabsWithCounts } from './tabs-with-counts.tsx';

const meta = {
  title: 'Inputs/SearchInput',
  component: SearchInput,
  args: { label: 'Search courses', value: '', onChange: () => undefined, placeholder: 'Title or instructor' },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

function LiveSearch() {
  const [query, setQuery] = useState('');
  return (
    <Stack>
      <SearchInput label="Search courses" value={query} onChange={setQuery} />
      <Text>Searching for: {query || 'everything'}</Text>
    </Stack>
  );
}

export const Default: Story = { render: () => <LiveSearch /> };
export const Prefilled: Story = { args: { value: 'react' } };
/** The placeholder says what the box searches; the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { label: 'Search posts', placeholder: 'Search posts', hideLabel: true },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };

function RatingInput() {
  const [value, setValue] = useState(0);
  return <StarRating value={value} onChange={setValue} label="Rate this course" />;
}
export const StarRatingInput: Story = { render: () => <RatingInput /> };
export const StarRatingDisplay: Story = { render: () => <StarRating value={4} /> };

function Tabs({ countStyle }: { countStyle?: 'badge' | 'text' }) {
  const [tab, setTab] = useState('upcoming');
  return (
    <TabsWithCounts
      value={tab}
      onValueChange={setTab}
      countStyle={countStyle}
      tabs={[
        { value: 'upcoming', label: 'Upcoming', count: 3 },
        { value: 'past', label: 'Past', count: 12 },
        { value: 'cancelled', label: 'Cancelled', count: 0 },
      ]}
    >
      {(value) => <Text>Meetings in the {value} list.</Text>}
    </TabsWithCounts>
  );
}
export const TabsWithCountsStory: Story = { name: 'TabsWithCounts', render: () => <Tabs /> };
/** The counts as text, "Upcoming (3)"; both styles read the same to screen readers. */
export const TabsWithTextCounts: Story = { render: () => <Tabs countStyle="text" /> };
