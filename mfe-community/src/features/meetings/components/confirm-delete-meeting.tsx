import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Meeting } from '@portal/shared-api';

type ConfirmDeleteMeetingProps = {
  meeting: Meeting | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (meeting: Meeting) => void;
};

/** Asks before a host deletes a meeting; participants lose it from their list too. */
export function ConfirmDeleteMeeting({
  meeting,
  isDeleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteMeetingProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={meeting !== null}
      onOpenChange={(details) => !details.open && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete meeting?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>“{meeting?.Title}” will be removed for you and every participant.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={isDeleting} onClick={() => meeting && onConfirm(meeting)}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
