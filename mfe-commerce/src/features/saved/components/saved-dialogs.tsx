import { ConfirmDialog } from '@portal/shared-ui/overlays';
import type { Collection } from '@portal/shared-api/saved-courses';
import type { SavedDialog } from '../hooks/use-saved-selection.ts';
import { CollectionDialog, type CollectionFields } from './collection-dialog.tsx';
import { ManageCollection } from './manage-collection.tsx';
import { ShareDialog } from './share-dialog.tsx';

type SavedDialogsProps = {
  dialog: SavedDialog | null;
  /** The collection on screen, or null for every saved course. */
  collection: Collection | null;
  selectedCount: number;
  onClose: () => void;
  onRemoveSelected: () => void;
  onCreate: (fields: CollectionFields) => Promise<void>;
  onSave: (collectionId: string, fields: CollectionFields) => Promise<void>;
  onDelete: (collectionId: string) => void;
};

/** The page's dialogs, one open at a time: remove the selection, new, edit or delete a collection, share. */
export function SavedDialogs({ dialog, collection, selectedCount, onClose, ...on }: SavedDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={dialog === 'remove'}
        title="Remove the selected courses?"
        description={`${selectedCount} ${selectedCount === 1 ? 'course leaves' : 'courses leave'} your saved courses.`}
        confirmLabel="Remove"
        destructive
        onConfirm={on.onRemoveSelected}
        onClose={onClose}
      />
      <CollectionDialog open={dialog === 'create'} onClose={onClose} onCreate={on.onCreate} />
      <ManageCollection
        collection={collection}
        editing={dialog === 'edit'}
        deleting={dialog === 'delete'}
        onClose={onClose}
        onSave={on.onSave}
        onDelete={on.onDelete}
      />
      <ShareDialog
        open={dialog === 'share'}
        onClose={onClose}
        collection={collection ? { id: collection.Id, name: collection.Username } : null}
      />
    </>
  );
}
