// What the saved courses' buttons do, with their toasts: add to cart (one or the selection), remove
// (one or the selection), price alerts. A bulk action spends the selection.
import { useState } from 'react';
import { toaster } from '@portal/shared-ui';
import type { ApiError } from '@portal/shared-api/core';
import {
  putPriceAlert,
  removeSavedCourse,
  useCollections,
  useMoveToCart,
  useSaved,
  SAVED_COURSES_TEXTS,
} from '@portal/shared-api/saved-courses';
import { addedText } from '../utils/saved-list.ts';
import type { SavedSelection } from './use-saved-selection.ts';

const plural = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function useSavedActions(selection: Pick<SavedSelection, 'clear' | 'close'>) {
  const saved = useSaved();
  const collections = useCollections();
  const move = useMoveToCart();
  /** The item whose Add to cart is running, or 'bulk' for the selection's. */
  const [busy, setBusy] = useState<string | null>(null);

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
      selection.clear();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to add item to cart. Please try again later.',
        description: (error as ApiError).message,
      });
    } finally {
      setBusy(null);
    }
  };

  // Each removal is its own call: the ones that worked stay removed when another fails.
  const remove = async (itemIds: string[]) => {
    const results = await Promise.allSettled(itemIds.map((id) => removeSavedCourse(id)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (itemIds.length === 1 && failed)
      toaster.create({ type: 'error', title: SAVED_COURSES_TEXTS.removeFailed });
    else if (failed)
      toaster.create({ type: 'error', title: 'Failed to remove some items. Please try again.' });
    else toaster.create({ type: 'success', title: `${plural(itemIds.length)} removed from wishlist` });
    selection.clear();
    selection.close('remove');
    await Promise.all([saved.mutate(), collections.mutate()]);
  };

  const setPriceAlert = async (itemId: string, enabled: boolean) => {
    try {
      await putPriceAlert(itemId, enabled);
      toaster.create({ type: 'success', title: enabled ? 'Price alert enabled' : 'Price alert disabled' });
      await saved.mutate();
    } catch {
      toaster.create({ type: 'error', title: 'Failed to update price alert' });
    }
  };

  return { busy, addToCart, remove, setPriceAlert };
}
