// A dialog to pick one or more people from a searchable list (New Message, inviting to a meeting): each
// person with photo, presence and a line saying who they are; people already in are shown ticked and fixed.
// The caller owns the search text (its query depends on it); the dialog owns the choice, the waiting and
// the error, and closes itself once `onSubmit` resolves.
import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ListSkeleton } from './list-skeletons.tsx';
import { Modal } from './modal.tsx';
import { PresenceAvatar, type PresenceStatusName } from './presence-avatar.tsx';
import { QueryState, type QueryResult } from './query-state.tsx';
import { SearchInput } from './search-input.tsx';

export type PickablePerson = {
  id: string;
  name: string;
  photo: string | null;
  status: PresenceStatusName;
  /** Under the name, e.g. "Classmate · React Basics". */
  detail: string;
  /** Already in (invited, a member): ticked and not offered again. */
  included?: boolean;
};

export type PeoplePickerDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  searchLabel: string;
  search: string;
  onSearchChange: (text: string) => void;
  people: QueryResult<PickablePerson[]>;
  /** The submit button's text for this many picked people. */
  submitLabel: (count: number) => string;
  /** More fields under the list, given the picked ids (e.g. a group name when several are picked). */
  extra?: (picked: string[]) => ReactNode;
  /** Resolves when done (the dialog then closes); a rejection's message is shown in the dialog. */
  onSubmit: (picked: string[]) => Promise<void>;
  onClose: () => void;
};

export function PeoplePickerDialog({
  open,
  title,
  description,
  searchLabel,
  search,
  onSearchChange,
  people,
  submitLabel,
  extra,
  onSubmit,
  onClose,
}: PeoplePickerDialogProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPicked([]);
    setError(null);
    onClose();
  };
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(picked);
      close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      dismissLabel="Cancel"
      isPending={busy}
      actions={
        <Button onClick={() => void submit()} disabled={picked.length === 0} loading={busy}>
          {submitLabel(picked.length)}
        </Button>
      }
    >
      <Stack gap="3">
        {description ? (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
        <SearchInput
          label={searchLabel}
          value={search}
          onChange={onSearchChange}
          placeholder="Name or username"
        />
        <Stack maxH="72" overflowY="auto" gap="1">
          <QueryState
            query={people}
            errorTitle="Unable to load people"
            loading={<ListSkeleton count={3} label="Loading people" />}
            isEmpty={(list) => list.length === 0}
            empty={<Text color="fg.muted">No one found.</Text>}
          >
            {(list) =>
              list.map((person) => (
                <Checkbox.Root
                  key={person.id}
                  checked={person.included || picked.includes(person.id)}
                  disabled={person.included}
                  onCheckedChange={(details) => toggle(person.id, details.checked === true)}
                  gap="3"
                  p="2"
                  borderRadius="l2"
                  _hover={{ bg: 'bg.muted' }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <PresenceAvatar
                    name={person.name}
                    src={person.photo}
                    status={person.status}
                    size="xs"
                    decorative
                  />
                  <Checkbox.Label>
                    <Text as="span" display="block">
                      {person.name}
                    </Text>
                    <Text as="span" display="block" textStyle="xs" color="fg.muted">
                      {person.detail}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))
            }
          </QueryState>
        </Stack>
        {extra?.(picked)}
        {error ? (
          <Text role="alert" color="fg.error" textStyle="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
