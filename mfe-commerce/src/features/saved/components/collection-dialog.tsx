import { useState } from 'react';
import { Button, Field, Input, Stack } from '@portal/shared-ui';
import { Checkbox, Textarea } from '@portal/shared-ui/forms';
import { Modal } from '@portal/shared-ui/overlays';

export type CollectionFields = { name: string; description: string; isPublic: boolean };

type CollectionDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreate: (payload: CollectionFields) => Promise<void>;
  /** Editing an existing collection: its current fields. */
  initial?: CollectionFields;
};

/**
 * Create New Collection (or edit one): a name required once trimmed
 * (docs/product/saved-courses.md#collection-name-rule), a description, public or not.
 */
export function CollectionDialog({ open, onClose, onCreate, initial }: CollectionDialogProps) {
  // Fields start from `initial`; the editor remounts the dialog (a key) each time it opens.
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isPublic, setPublic] = useState(initial?.isPublic ?? false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) return;
    setBusy(true);
    try {
      await onCreate({ name: name.trim(), description, isPublic });
      setName('');
      setDescription('');
      setPublic(false);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      onSubmit={() => void submit()}
      title={initial ? 'Edit Collection' : 'Create New Collection'}
      dismissLabel="Cancel"
      actions={
        <Button type="submit" loading={busy} disabled={!name.trim()}>
          {initial ? 'Save' : 'Create'}
        </Button>
      }
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
        </Field.Root>
        <Checkbox.Root checked={isPublic} onCheckedChange={(e) => setPublic(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Public: anyone with its link can see it</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </Modal>
  );
}
