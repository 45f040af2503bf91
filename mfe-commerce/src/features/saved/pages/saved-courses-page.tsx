// /user/courses/save (sidebar 'Saved Courses'): the wishlist and the saved courses on one page. What it shows
// is in the URL; the selection, the dialogs and the writes are the feature's hooks.
import { Button, EmptyState, SimpleGrid, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { useCollections, useSaved, SAVED_COURSES_TEXTS } from '@portal/shared-api/saved-courses';
import { SavedCard } from '../components/saved-card.tsx';
import { SavedDialogs } from '../components/saved-dialogs.tsx';
import { SavedPageActions } from '../components/saved-page-actions.tsx';
import { SavedSelectionBar } from '../components/saved-selection-bar.tsx';
import { SavedToolbar } from '../components/saved-toolbar.tsx';
import { useCollectionActions } from '../hooks/use-collection-actions.ts';
import { useSavedActions } from '../hooks/use-saved-actions.ts';
import { useSavedParams } from '../hooks/use-saved-params.ts';
import { useSavedSelection } from '../hooks/use-saved-selection.ts';
import { viewSaved } from '../utils/saved-list.ts';

export function SavedCoursesPage() {
  const saved = useSaved();
  const { data: collections = [] } = useCollections();
  const { view, layout, set } = useSavedParams();
  const selection = useSavedSelection();
  const { selected, dialog, open, close } = selection;
  const actions = useSavedActions(selection);
  const collectionActions = useCollectionActions();
  const current = collections.find((c) => c.Id === view.collection) ?? null;
  const leaveDeleted = () => {
    close();
    set('collection', '');
  };

  return (
    <PageFrame
      title="Saved Courses"
      description="Courses you saved for later, in your own collections."
      actions={<SavedPageActions collection={current} onOpen={open} />}
    >
      <QueryState
        query={saved}
        errorTitle="Failed to load wishlist. Please try again later."
        loading={<CardGridSkeleton count={3} label="Loading saved courses" />}
      >
        {(data) => {
          const shown = viewSaved(data.Items, view);
          const categories = [...new Set(data.Items.map((i) => i.Course.Category))].sort();
          return (
            <Stack gap="4">
              <SavedToolbar
                view={view}
                layout={layout}
                collections={collections}
                categories={categories}
                onChange={set}
              />
              {shown.length === 0 ? (
                <EmptyState
                  title={SAVED_COURSES_TEXTS.empty}
                  action={
                    <Button asChild>
                      <Link to="/courses">Browse Courses</Link>
                    </Button>
                  }
                />
              ) : (
                <>
                  <SavedSelectionBar
                    shownIds={shown.map((i) => i.Id)}
                    selected={selected}
                    isAdding={actions.busy === 'bulk'}
                    onSelect={selection.selectAll}
                    onAddToCart={() => void actions.addToCart([...selected])}
                    onRemove={() => open('remove')}
                  />
                  <SimpleGrid columns={layout === 'list' ? 1 : { base: 1, sm: 2, xl: 3 }} gap="4">
                    {shown.map((item) => (
                      <SavedCard
                        key={item.Id}
                        item={item}
                        layout={layout}
                        collections={collections}
                        selected={selected.has(item.Id)}
                        busy={actions.busy === item.Id}
                        onSelect={(on) => selection.toggle(item.Id, on)}
                        onAddToCart={() => void actions.addToCart([item.Id])}
                        onRemove={() => void actions.remove([item.Id])}
                        onPriceAlert={(enabled) => void actions.setPriceAlert(item.Id, enabled)}
                        onToggleCollection={(id, inIt) =>
                          void collectionActions.toggleCourse(id, item.Course.Id, inIt)
                        }
                      />
                    ))}
                  </SimpleGrid>
                </>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <SavedDialogs
        dialog={dialog}
        collection={current}
        selectedCount={selected.size}
        onClose={() => close()}
        onRemoveSelected={() => void actions.remove([...selected])}
        onCreate={collectionActions.create}
        onSave={collectionActions.save}
        onDelete={(id) => void collectionActions.remove(id, leaveDeleted)}
      />
    </PageFrame>
  );
}
