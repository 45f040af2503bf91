import { Button, HStack } from '@portal/shared-ui';
import type { Collection } from '@portal/shared-api/saved-courses';
import type { SavedDialog } from '../hooks/use-saved-selection.ts';

type SavedPageActionsProps = {
  /** The collection on screen, or null for every saved course. */
  collection: Collection | null;
  onOpen: (dialog: SavedDialog) => void;
};

/** The page's buttons: edit or delete the collection on screen, a new collection, and Share. */
export function SavedPageActions({ collection, onOpen }: SavedPageActionsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      {collection ? (
        <>
          <Button variant="ghost" onClick={() => onOpen('edit')}>
            Edit collection
          </Button>
          <Button variant="ghost" colorPalette="red" onClick={() => onOpen('delete')}>
            Delete collection
          </Button>
        </>
      ) : null}
      <Button variant="outline" onClick={() => onOpen('create')}>
        New collection
      </Button>
      {/* A private collection has no link to share. */}
      <Button onClick={() => onOpen('share')} disabled={collection !== null && !collection.IsPublic}>
        Share
      </Button>
    </HStack>
  );
}
