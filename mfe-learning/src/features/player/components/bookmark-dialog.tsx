// The Bookmark button's dialog: the moment, and an optional note.
import { useState } from 'react';
import { Button, Field, Input, Text, toaster } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/overlays';
import { useAddBookmark } from '@portal/shared-api/player';
import { formatTime } from '../utils/lesson-choice.ts';

type BookmarkDialogProps = { lessonId: string; time: number; onClose: () => void };

export function BookmarkDialog({ lessonId, time, onClose }: BookmarkDialogProps) {
  const [note, setNote] = useState('');
  const add = useAddBookmark();

  const save = async () => {
    try {
      await add.trigger({ lessonId, time, note: note.trim() || undefined });
      toaster.create({ type: 'success', title: `Bookmark added at ${formatTime(time)}` });
      onClose();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to add the bookmark',
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Add bookmark"
      dismissLabel="Cancel"
      actions={
        <Button onClick={() => void save()} loading={add.isMutating}>
          Save bookmark
        </Button>
      }
    >
      <Text mb="3">At {formatTime(time)} in this video.</Text>
      <Field.Root>
        <Field.Label>Note (optional)</Field.Label>
        <Input
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && void save()}
        />
      </Field.Root>
    </Modal>
  );
}
