// Invite participants (issue 14): the host picks people from their contacts (those they share a course or a
// study group with); each is notified and sees the meeting in their list.
import { useState } from 'react';
import { PeoplePickerDialog } from '@portal/shared-ui/forms';
import { asPickablePerson, useRecipients } from '@portal/shared-api/messages';

type Props = {
  open: boolean;
  /** Already in the meeting: shown ticked and not offered again. */
  participantIds: string[];
  onClose: () => void;
  onInvite: (userIds: string[]) => Promise<void>;
};

export function InviteDialog({ open, participantIds, onClose, onInvite }: Props) {
  const [search, setSearch] = useState('');
  const people = useRecipients(search, open);
  return (
    <PeoplePickerDialog
      open={open}
      title="Invite participants"
      searchLabel="Search your contacts"
      search={search}
      onSearchChange={setSearch}
      people={{
        ...people,
        data: people.data?.map((person) => asPickablePerson(person, participantIds.includes(person.Id))),
      }}
      submitLabel={(count) => `Invite${count > 0 ? ` (${count})` : ''}`}
      onSubmit={onInvite}
      onClose={() => {
        setSearch('');
        onClose();
      }}
    />
  );
}
