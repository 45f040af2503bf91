// The collections' writes, with their toasts: create, edit and delete a collection, put a course in or out.
import { toaster } from '@portal/shared-ui';
import type { ApiError } from '@portal/shared-api/core';
import {
  deleteCollection,
  deleteCollectionCourse,
  postCollection,
  postCollectionCourse,
  putCollection,
  useCollections,
  useSaved,
  type CollectionPayload,
} from '@portal/shared-api/saved-courses';

const fail = (title: string) => (error: unknown) =>
  toaster.create({ type: 'error', title, description: (error as ApiError).message });

/** Failures are told in a toast and not thrown, so the dialog that asked closes either way. */
export function useCollectionActions() {
  const saved = useSaved();
  const collections = useCollections();
  const refreshCollections = () => collections.mutate();

  const create = async (payload: CollectionPayload) => {
    try {
      await postCollection(payload);
      toaster.create({ type: 'success', title: 'Collection created' });
      await refreshCollections();
    } catch (error) {
      fail('Failed to create the collection')(error);
    }
  };

  const save = async (collectionId: string, payload: CollectionPayload) => {
    try {
      await putCollection(collectionId, payload);
      toaster.create({ type: 'success', title: 'Collection saved' });
      void refreshCollections();
    } catch (error) {
      fail('Failed to save the collection')(error);
    }
  };

  /** Its courses stay saved; `onDeleted` runs before the list refreshes (leave the deleted collection). */
  const remove = (collectionId: string, onDeleted: () => void) =>
    deleteCollection(collectionId)
      .then(() => {
        onDeleted();
        void refreshCollections();
        toaster.create({ type: 'success', title: 'Collection deleted' });
      })
      .catch(fail('Failed to delete the collection'));

  const toggleCourse = async (collectionId: string, courseId: string, inIt: boolean) => {
    try {
      await (inIt
        ? deleteCollectionCourse(collectionId, courseId)
        : postCollectionCourse(collectionId, courseId));
      await Promise.all([saved.mutate(), refreshCollections()]);
    } catch (error) {
      fail('Failed to update the collection')(error);
    }
  };

  return { create, save, remove, toggleCourse };
}
