import { http } from '@portal/shared-api/core';
import type {
  Collection,
  CollectionPayload,
  MoveToCartAnswer,
  SavedList,
  SharedList,
  ShareLink,
  SavedCourse,
} from './contract.ts';

/** POST /api/wishlists/add with courseId */
export function addSavedCourse(courseId: string): Promise<SavedCourse> {
  return http.post('wishlists/add', { json: { courseId } }).json<SavedCourse>();
}

/** DELETE /api/wishlists/{itemId} */
export function removeSavedCourse(itemId: string): Promise<void> {
  return http.delete(`wishlists/${encodeURIComponent(itemId)}`).void();
}

/** GET /api/wishlists/my */
export function getSaved(): Promise<SavedList> {
  return http.get('wishlists/my').json<SavedList>();
}

/** POST /api/wishlists/move-to-cart (the items given; all without). */
export function postMoveToCart(itemIds?: string[]): Promise<MoveToCartAnswer> {
  return http.post('wishlists/move-to-cart', { json: itemIds ? { itemIds } : {} }).json<MoveToCartAnswer>();
}

export function putPriceAlert(
  itemId: string,
  enabled: boolean,
): Promise<{ Id: string; PriceAlert: boolean }> {
  return http.put(`wishlists/${encodeURIComponent(itemId)}/price-alert`, { json: { enabled } }).json();
}

export async function getCollections(): Promise<Collection[]> {
  return (await http.get('wishlists/collections').json<{ collections: Collection[] }>()).collections;
}

export function postCollection(payload: CollectionPayload): Promise<Collection> {
  return http.post('wishlists/collections', { json: payload }).json<Collection>();
}

export function postCollectionCourse(id: string, courseId: string): Promise<Collection> {
  return http
    .post(`wishlists/collections/${encodeURIComponent(id)}/courses`, { json: { courseId } })
    .json<Collection>();
}

export function deleteCollectionCourse(id: string, courseId: string): Promise<Collection> {
  return http
    .delete(`wishlists/collections/${encodeURIComponent(id)}/courses/${encodeURIComponent(courseId)}`)
    .json<Collection>();
}

/** POST /api/wishlists/share, or a public collection's /collections/{id}/share. */
export function postShare(collectionId?: string): Promise<ShareLink> {
  return http
    .post(
      collectionId ? `wishlists/collections/${encodeURIComponent(collectionId)}/share` : 'wishlists/share',
    )
    .json<ShareLink>();
}

export function deleteShare(collectionId?: string): Promise<void> {
  return http
    .delete(
      collectionId ? `wishlists/collections/${encodeURIComponent(collectionId)}/share` : 'wishlists/share',
    )
    .void();
}

/** GET /api/wishlists/shared/{token}: public. */
export function getSharedList(token: string): Promise<SharedList> {
  return http.get(`wishlists/shared/${encodeURIComponent(token)}`).json<SharedList>();
}

/** PUT /api/wishlists/collections/{id}: rename, describe, make public or private (private stops sharing). */
export function putCollection(id: string, payload: Partial<CollectionPayload>): Promise<Collection> {
  return http.put(`wishlists/collections/${encodeURIComponent(id)}`, { json: payload }).json<Collection>();
}

/** DELETE /api/wishlists/collections/{id}: the collection goes; its courses stay saved. */
export function deleteCollection(id: string): Promise<void> {
  return http.delete(`wishlists/collections/${encodeURIComponent(id)}`).void();
}
