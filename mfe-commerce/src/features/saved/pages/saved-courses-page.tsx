import { useState } from 'react';
import { Button, EmptyState, HStack, SimpleGrid, Stack, Text, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { Checkbox } from '@portal/shared-ui/forms';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { Link, useSearchParams } from '@portal/shared-ui/router';
import type { ApiError } from '@portal/shared-api/core';
import {
  deleteCollectionCourse,
  postCollection,
  postCollectionCourse,
  putPriceAlert,
  removeWishlistItem,
  useCollections,
  useMoveToCart,
  useSaved,
  WISHLIST_TEXTS,
} from '@portal/shared-api/wishlists';
import { CollectionDialog } from '../components/collection-dialog.tsx';
import { ManageCollection } from '../components/manage-collection.tsx';
import { SavedCard } from '../components/saved-card.tsx';
import { SavedToolbar } from '../components/saved-toolbar.tsx';
import { ShareDialog } from '../components/share-dialog.tsx';
import {
  addedText,
  SAVED_PRICES,
  SAVED_SORTS,
  viewSaved,
  type SavedPrice,
  type SavedSort,
} from '../utils/saved-list.ts';

const fail = (title: string) => (error: unknown) =>
  toaster.create({ type: 'error', title, description: (error as ApiError).message });

/** /user/courses/save (sidebar 'Saved Courses'): 01's wishlist and 03's saved courses, one page. */
export function SavedCoursesPage() {
  const saved = useSaved();
  const { data: collections = [], mutate: refreshCollections } = useCollections();
  const move = useMoveToCart();
  const [params, setParams] = useSearchParams();
  const view = {
    collection: params.get('collection') ?? '',
    category: params.get('category') ?? '',
    price: (SAVED_PRICES.find((p) => p.value === params.get('price'))?.value ?? '') as SavedPrice,
    sort: (SAVED_SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'saved_date') as SavedSort,
  };
  const layout = params.get('view') === 'list' ? 'list' : 'grid';
  const set = (name: string, value: string) =>
    setParams((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      return p;
    });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => Promise.all([saved.mutate(), refreshCollections()]);

  const addToCart = async (itemIds: string[]) => {
    setBusy(itemIds.length === 1 ? itemIds[0]! : 'bulk');
    try {
      const answer = await move.trigger(itemIds);
      if (answer.moved.length > 0) toaster.create({ type: 'success', title: addedText(answer.moved.length) });
      if (answer.skipped.length > 0)
        toaster.create({
          type: 'error',
          title:
            itemIds.length > 1
              ? 'Failed to add some items to cart. Please try again.'
              : 'Failed to add item to cart. Please try again later.',
          description: answer.skipped.map((s) => s.reason).join(' '),
        });
      setSelected(new Set());
    } catch (error) {
      fail('Failed to add item to cart. Please try again later.')(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (itemIds: string[]) => {
    const results = await Promise.allSettled(itemIds.map((id) => removeWishlistItem(id)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (itemIds.length === 1 && failed) toaster.create({ type: 'error', title: WISHLIST_TEXTS.removeFailed });
    else if (failed)
      toaster.create({ type: 'error', title: 'Failed to remove some items. Please try again.' });
    else
      toaster.create({
        type: 'success',
        title: `${itemIds.length} ${itemIds.length === 1 ? 'item' : 'items'} removed from wishlist`,
      });
    setSelected(new Set());
    setConfirming(false);
    await refresh();
  };

  const priceAlert = async (itemId: string, enabled: boolean) => {
    try {
      await putPriceAlert(itemId, enabled);
      toaster.create({ type: 'success', title: enabled ? 'Price alert enabled' : 'Price alert disabled' });
      await saved.mutate();
    } catch {
      toaster.create({ type: 'error', title: 'Failed to update price alert' });
    }
  };

  const toggleCollection = async (collectionId: string, courseId: string, inIt: boolean) => {
    try {
      await (inIt
        ? deleteCollectionCourse(collectionId, courseId)
        : postCollectionCourse(collectionId, courseId));
      await refresh();
    } catch (error) {
      fail('Failed to update the collection')(error);
    }
  };

  const current = collections.find((c) => c.Id === view.collection) ?? null;
  return (
    <PageFrame
      title="Saved Courses"
      description="Courses you saved for later, in your own collections."
      actions={
        <HStack gap="2" wrap="wrap">
          {current ? (
            <>
              <Button variant="ghost" onClick={() => setEditing(true)}>
                Edit collection
              </Button>
              <Button variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
                Delete collection
              </Button>
            </>
          ) : null}
          <Button variant="outline" onClick={() => setCreating(true)}>
            New collection
          </Button>
          <Button onClick={() => setSharing(true)} disabled={current !== null && !current.IsPublic}>
            Share
          </Button>
        </HStack>
      }
    >
      <QueryState
        query={saved}
        errorTitle="Failed to load wishlist. Please try again later."
        loading={<CardGridSkeleton count={3} label="Loading saved courses" />}
      >
        {(data) => {
          const shown = viewSaved(data.Items, view);
          const categories = [...new Set(data.Items.map((i) => i.Course.Category))].sort();
          const allSelected = shown.length > 0 && shown.every((i) => selected.has(i.Id));
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
                  title={WISHLIST_TEXTS.empty}
                  action={
                    <Button asChild>
                      <Link to="/courses">Browse Courses</Link>
                    </Button>
                  }
                />
              ) : (
                <>
                  <HStack justify="space-between" wrap="wrap" gap="3">
                    <Checkbox.Root
                      checked={allSelected}
                      onCheckedChange={(e) =>
                        setSelected(e.checked === true ? new Set(shown.map((i) => i.Id)) : new Set())
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Select all ({shown.length})</Checkbox.Label>
                    </Checkbox.Root>
                    {selected.size > 0 ? (
                      <HStack gap="2" role="group" aria-label="Selected courses">
                        <Text fontSize="sm">{selected.size} selected</Text>
                        <Button
                          size="sm"
                          loading={busy === 'bulk'}
                          onClick={() => void addToCart([...selected])}
                        >
                          Add to cart
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setConfirming(true)}
                        >
                          Remove
                        </Button>
                      </HStack>
                    ) : null}
                  </HStack>
                  <SimpleGrid columns={layout === 'list' ? 1 : { base: 1, sm: 2, xl: 3 }} gap="4">
                    {shown.map((item) => (
                      <SavedCard
                        key={item.Id}
                        item={item}
                        layout={layout}
                        collections={collections}
                        selected={selected.has(item.Id)}
                        busy={busy === item.Id}
                        onSelect={(on) =>
                          setSelected((prev) => {
                            const next = new Set(prev);
                            if (on) next.add(item.Id);
                            else next.delete(item.Id);
                            return next;
                          })
                        }
                        onAddToCart={() => void addToCart([item.Id])}
                        onRemove={() => void remove([item.Id])}
                        onPriceAlert={(enabled) => void priceAlert(item.Id, enabled)}
                        onToggleCollection={(id, inIt) => void toggleCollection(id, item.Course.Id, inIt)}
                      />
                    ))}
                  </SimpleGrid>
                </>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title="Remove the selected courses?"
        description={`${selected.size} ${selected.size === 1 ? 'course leaves' : 'courses leave'} your saved courses.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => void remove([...selected])}
        onClose={() => setConfirming(false)}
      />
      <CollectionDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={async (payload) => {
          try {
            await postCollection(payload);
            toaster.create({ type: 'success', title: 'Collection created' });
            await refreshCollections();
          } catch (error) {
            fail('Failed to create the collection')(error);
          }
        }}
      />
      <ManageCollection
        collection={current}
        editing={editing}
        deleting={deleting}
        onClose={() => {
          setEditing(false);
          setDeleting(false);
        }}
        onDeleted={() => set('collection', '')}
        onChanged={() => void refreshCollections()}
      />
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        collection={current ? { id: current.Id, name: current.Username } : null}
      />
    </PageFrame>
  );
}
