// New Message (issue 14): pick one or more people one shares a course or a study group with; one person opens
// the existing direct conversation (or starts it), several start a group conversation with an optional name.
import { useState } from 'react';
import { Input } from '@portal/shared-ui';
import { PeoplePickerDialog } from '@portal/shared-ui/forms';
import { MESSAGE_TEXTS, asPickablePerson, useRecipients } from '@portal/shared-api/messages';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Resolves once the conversation is open; the dialog then closes. */
  onStart: (participantIds: string[], title: string) => Promise<void>;
};

export function NewMessageDialog({ open, onClose, onStart }: Props) {
  const [search, setSearch] = useState('');
  const [title, setTitle] = useState('');
  const recipients = useRecipients(search, open);
  return (
    <PeoplePickerDialog
      open={open}
      title={MESSAGE_TEXTS.newMessage}
      description={MESSAGE_TEXTS.notReachable}
      searchLabel="Search people"
      search={search}
      onSearchChange={setSearch}
      people={{ ...recipients, data: recipients.data?.map((person) => asPickablePerson(person)) }}
      submitLabel={(count) => (count > 1 ? `Start group (${count})` : 'Start conversation')}
      extra={(picked) =>
        picked.length > 1 ? (
          <Input
            aria-label="Group name (optional)"
            placeholder="Group name (optional)"
            value={title}
            maxLength={100}
            onChange={(event) => setTitle(event.target.value)}
          />
        ) : null
      }
      onSubmit={(picked) => onStart(picked, title)}
      onClose={() => {
        setSearch('');
        setTitle('');
        onClose();
      }}
    />
  );
}
