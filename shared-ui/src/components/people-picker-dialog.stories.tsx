import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Input } from '@chakra-ui/react';
import { PeoplePickerDialog, type PickablePerson } from './people-picker-dialog.tsx';

const people: PickablePerson[] = [
  {
    id: '1',
    name: 'Sarah Johnson',
    photo: null,
    status: 'online',
    detail: 'Instructor · Advanced React Development',
  },
  { id: '2', name: 'Maya Chen', photo: null, status: 'busy', detail: 'Classmate · Modern CSS Techniques' },
  {
    id: '3',
    name: 'Lucas Moreau',
    photo: null,
    status: 'offline',
    detail: 'Study group member',
    included: true,
  },
];
const loaded = { data: people, error: undefined, mutate: () => undefined };

const meta = {
  title: 'Forms/PeoplePickerDialog',
  component: PeoplePickerDialog,
  args: {
    open: true,
    title: 'New Message',
    description: 'You can message people you share a course or a study group with.',
    searchLabel: 'Search people',
    search: '',
    onSearchChange: () => undefined,
    people: loaded,
    submitLabel: (count: number) => (count > 1 ? `Start group (${count})` : 'Start conversation'),
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof PeoplePickerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = {
  args: { people: { data: undefined, error: undefined, mutate: () => undefined } },
};
export const NoOneFound: Story = { args: { people: { ...loaded, data: [] }, search: 'zz' } };
export const WithGroupName: Story = {
  render: function Render(args) {
    const [name, setName] = useState('');
    return (
      <PeoplePickerDialog
        {...args}
        extra={(picked) =>
          picked.length > 1 ? (
            <Input
              aria-label="Group name (optional)"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          ) : null
        }
      />
    );
  },
};
export const Refused: Story = {
  args: {
    onSubmit: async () => {
      throw new Error('You can message people you share a course or a study group with.');
    },
  },
};
