import { ConfirmDialog } from '@portal/shared-ui/overlays';
import type { Collection } from '@portal/shared-api/saved-courses';
import { CollectionDialog, type CollectionFields } from './collection-dialog.tsx';

type ManageCollectionProps = {
  collection: Collection | null;
  editing: boolean;
  deleting: boolean;
  onClose: () => void;
  onSave: (collectionId: string, fields: CollectionFields) => Promise<void>;
  onDelete: (collectionId: string) => void;
};

/** The selected collection's Edit (name, description, public) and Delete (its courses stay saved). */
export function ManageCollection({
  collection,
  editing,
  deleting,
  onClose,
  onSave,
  onDelete,
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
        onCreate={(fields) => onSave(collection.Id, fields)}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete this collection?"
        description="The collection goes; its courses stay in your saved courses."
        confirmLabel="Delete collection"
        destructive
        onConfirm={() => onDelete(collection.Id)}
        onClose={onClose}
      />
    </>
  );
}
