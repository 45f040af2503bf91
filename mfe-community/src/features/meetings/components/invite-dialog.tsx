// Invite participants (issue 14): the host picks people from their contacts (those they share a course or a
// study group with); each is notified and sees the meeting in their list.
import { useState } from 'react';
import { Button, Portal, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, PresenceAvatar, QueryState } from '@portal/shared-ui/data';
import { Checkbox, SearchInput } from '@portal/shared-ui/forms';
import { Dialog } from '@portal/shared-ui/overlays';
import { displayName } from '@portal/shared-api/core';
import { useRecipients } from '@portal/shared-api/messages';

type Props = {
  open: boolean;
  /** Already in the meeting: shown ticked and not offered again. */
  participantIds: string[];
  onClose: () => void;
  onInvite: (userIds: string[]) => Promise<void>;
};

export function InviteDialog({ open, participantIds, onClose, onInvite }: Props) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const people = useRecipients(search, open);
  const close = () => {
    setPicked([]);
    setSearch('');
    setError(null);
    onClose();
  };
  const invite = async () => {
    setBusy(true);
    setError(null);
    try {
      await onInvite(picked);
      close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Invite participants</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <SearchInput label="Search your contacts" value={search} onChange={setSearch} />
                <Stack maxH="72" overflowY="auto" gap="1">
                  <QueryState
                    query={people}
                    errorTitle="Unable to load your contacts"
                    loading={<ListSkeleton count={3} label="Loading contacts" />}
                    isEmpty={(list) => list.length === 0}
                    empty={<Text color="fg.muted">No one found.</Text>}
                  >
                    {(list) =>
                      list.map((person) => {
                        const already = participantIds.includes(person.Id);
                        return (
                          <Checkbox.Root
                            key={person.Id}
                            checked={already || picked.includes(person.Id)}
                            disabled={already}
                            onCheckedChange={(details) =>
                              setPicked((current) =>
                                details.checked === true
                                  ? [...current, person.Id]
                                  : current.filter((other) => other !== person.Id),
                              )
                            }
                            gap="3"
                            p="2"
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
                              {displayName(person)}
                              <Text as="span" display="block" textStyle="xs" color="fg.muted">
                                {already ? 'Invited' : person.Relation}
                              </Text>
                            </Checkbox.Label>
                          </Checkbox.Root>
                        );
                      })
                    }
                  </QueryState>
                </Stack>
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
              <Button onClick={() => void invite()} disabled={picked.length === 0} loading={busy}>
                Invite{picked.length > 0 ? ` (${picked.length})` : ''}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
