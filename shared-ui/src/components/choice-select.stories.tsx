import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ChoiceSelect } from './choice-select.tsx';

const SORTS = [
  { value: 'recent', label: 'Recently accessed' },
  { value: 'title-asc', label: 'Title A-Z' },
  { value: 'progress-desc', label: 'Progress high to low' },
] as const;
type Sort = (typeof SORTS)[number]['value'];

const meta = {
  title: 'Inputs/ChoiceSelect',
  component: ChoiceSelect,
  args: { label: 'Sort by', value: 'recent', options: SORTS, onChange: () => undefined },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ChoiceSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ size }: { size?: 'sm' | 'md' }) {
  const [sort, setSort] = useState<Sort>('recent');
  return (
    <Stack>
      <ChoiceSelect label="Sort by" value={sort} options={SORTS} onChange={setSort} size={size} />
      <Text>Sorted by: {sort}</Text>
    </Stack>
  );
}

export const Default: Story = { render: () => <Controlled /> };
/** The compact size of a filter bar. */
export const Small: Story = { render: () => <Controlled size="sm" /> };

const REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'other', label: 'Other' },
] as const;
/** A required choice with nothing picked yet: the placeholder option and the error under it. */
export const RequiredWithError: Story = {
  render: () => (
    <ChoiceSelect<'' | 'spam' | 'other'>
      label="Reason"
      value=""
      placeholder="Choose a reason"
      options={REASONS}
      onChange={() => undefined}
      required
      errorText="Please choose a reason"
    />
  ),
};
