import { toaster } from '@portal/shared-ui';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import type { ApiError } from '@portal/shared-api/core';
import { deleteCollection, putCollection, type Collection } from '@portal/shared-api/wishlists';
import { CollectionDialog } from './collection-dialog.tsx';

type ManageCollectionProps = {
  collection: Collection | null;
  editing: boolean;
  deleting: boolean;
  onClose: () => void;
  onDeleted: () => void;
  onChanged: () => void;
};

const fail = (title: string) => (error: unknown) =>
  toaster.create({ type: 'error', title, description: (error as ApiError).message });

/** The selected collection's Edit (name, description, public) and Delete (its courses stay saved). */
export function ManageCollection({
  collection,
  editing,
  deleting,
  onClose,
  onDeleted,
  onChanged,
}: ManageCollectionProps) {
  if (!collection) return null;
  return (
    <>
      <CollectionDialog
        key={editing ? `${collection.Id}-open` : 'closed'}
        open={editing}
        initial={{
          name: collection.Username,
          description: collection.Description,
          isPublic: collection.IsPublic,
        }}
        onClose={onClose}
        onCreate={async (payload) => {
          try {
            await putCollection(collection.Id, payload);
            toaster.create({ type: 'success', title: 'Collection saved' });
            onChanged();
          } catch (error) {
            fail('Failed to save the collection')(error);
          }
        }}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete this collection?"
        description="The collection goes; its courses stay in your saved courses."
        confirmLabel="Delete collection"
        destructive
        onConfirm={() =>
          void deleteCollection(collection.Id)
            .then(() => {
              onClose();
              onDeleted();
              onChanged();
              toaster.create({ type: 'success', title: 'Collection deleted' });
            })
            .catch(fail('Failed to delete the collection'))
        }
        onClose={onClose}
      />
    </>
  );
}
