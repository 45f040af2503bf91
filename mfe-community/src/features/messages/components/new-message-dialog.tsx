// New Message (issue 14): pick one or more people one shares a course or a study group with; one person opens
// the existing direct conversation (or starts it), several start a group conversation with an optional name.
import { useState } from 'react';
import { Button, Input, Portal, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, PresenceAvatar, QueryState } from '@portal/shared-ui/data';
import { Checkbox, SearchInput } from '@portal/shared-ui/forms';
import { Dialog } from '@portal/shared-ui/overlays';
import { displayName } from '@portal/shared-api/core';
import { MESSAGE_TEXTS, useRecipients } from '@portal/shared-api/messages';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Resolves once the conversation is open; the dialog then closes. */
  onStart: (participantIds: string[], title: string) => Promise<void>;
};

export function NewMessageDialog({ open, onClose, onStart }: Props) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recipients = useRecipients(search, open);

  const close = () => {
    setSearch('');
    setPicked([]);
    setTitle('');
    setError(null);
    onClose();
  };
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await onStart(picked, title);
      close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{MESSAGE_TEXTS.newMessage}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text textStyle="sm" color="fg.muted">
                  {MESSAGE_TEXTS.notReachable}
                </Text>
                <SearchInput
                  label="Search people"
                  value={search}
                  onChange={setSearch}
                  placeholder="Name or username"
                />
                <Stack maxH="72" overflowY="auto" gap="1">
                  <QueryState
                    query={recipients}
                    errorTitle="Unable to load people"
                    loading={<ListSkeleton count={3} label="Loading people" />}
                    isEmpty={(people) => people.length === 0}
                    empty={<Text color="fg.muted">No one found.</Text>}
                  >
                    {(people) =>
                      people.map((person) => (
                        <Checkbox.Root
                          key={person.Id}
                          checked={picked.includes(person.Id)}
                          onCheckedChange={(details) => toggle(person.Id, details.checked === true)}
                          gap="3"
                          p="2"
                          borderRadius="l2"
                          _hover={{ bg: 'bg.muted' }}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <PresenceAvatar
                            name={displayName(person)}
                            src={person.Photo}
                            status={person.Status}
                            size="xs"
                            decorative
                          />
                          <Checkbox.Label>
                            <Text as="span" display="block">
                              {displayName(person)}
                            </Text>
                            <Text as="span" display="block" textStyle="xs" color="fg.muted">
                              {person.Relation}
                            </Text>
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))
                    }
                  </QueryState>
                </Stack>
                {picked.length > 1 ? (
                  <Input
                    aria-label="Group name (optional)"
                    placeholder="Group name (optional)"
                    value={title}
                    maxLength={100}
                    onChange={(event) => setTitle(event.target.value)}
                  />
                ) : null}
                {error ? (
                  <Text role="alert" color="fg.error" textStyle="sm">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => void start()} disabled={picked.length === 0} loading={busy}>
                {picked.length > 1 ? `Start group (${picked.length})` : 'Start conversation'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
