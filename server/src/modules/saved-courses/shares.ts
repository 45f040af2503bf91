// Shared saved-course lists and public collections (docs/product/saved-courses.md#sharing): an unguessable
// token per shared list or public collection, /wishlist/shared/{token} readable by anyone, revocable by its
// owner.
import { and, asc, eq } from 'drizzle-orm';
import { displayName } from '@portal/shared-api/contract/auth';
import {
  SAVED_COURSES_TEXTS,
  type SharedList,
  type ShareLink,
} from '@portal/shared-api/contract/saved-courses';
import type { Deps } from '../../core/deps.ts';
import {
  savedCourseCollectionItems,
  savedCourseCollections,
  savedCourseShares,
  savedCourses,
} from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { cardColumns, joinCards, toCard } from '../catalog/index.ts';
import { isOpenCourse } from '../course-access/index.ts';
import { findOwnCollection, newShareToken, sharedListUrl } from './collections.ts';

/** POST /wishlists/share: the whole list's link (the same one until it is revoked). */
export async function shareSavedCourses(deps: Deps, userId: string): Promise<ShareLink> {
  await deps.db
    .insert(savedCourseShares)
    .values({ userId, token: newShareToken(), createdAt: deps.clock.now() })
    .onConflictDoNothing({ target: savedCourseShares.userId });
  const [row] = await deps.db.select().from(savedCourseShares).where(eq(savedCourseShares.userId, userId));
  return { token: row!.token, url: sharedListUrl(deps, row!.token) };
}

export async function revokeSavedCoursesShare(deps: Deps, userId: string): Promise<void> {
  await deps.db.delete(savedCourseShares).where(eq(savedCourseShares.userId, userId));
}

/** POST /wishlists/collections/{id}/share: a public collection's link. */
export async function shareCollection(deps: Deps, userId: string, id: string): Promise<ShareLink> {
  const row = await findOwnCollection(deps, userId, id);
  if (!row.isPublic) throw httpError(409, SAVED_COURSES_TEXTS.privateCollection);
  const token = row.shareToken ?? newShareToken();
  if (!row.shareToken)
    await deps.db
      .update(savedCourseCollections)
      .set({ shareToken: token })
      .where(eq(savedCourseCollections.id, id));
  return { token, url: sharedListUrl(deps, token) };
}

export async function revokeCollectionShare(deps: Deps, userId: string, id: string): Promise<void> {
  await findOwnCollection(deps, userId, id);
  await deps.db
    .update(savedCourseCollections)
    .set({ shareToken: null })
    .where(eq(savedCourseCollections.id, id));
}

/** GET /wishlists/shared/{token}, public: the list's visible courses, read-only. */
export async function readShared(deps: Deps, token: string): Promise<SharedList> {
  const notFound = () => httpError(404, SAVED_COURSES_TEXTS.sharedNotFound);
  const [list] = await deps.db
    .select({ userId: savedCourseShares.userId })
    .from(savedCourseShares)
    .where(eq(savedCourseShares.token, token));
  const [collection] = list
    ? []
    : await deps.db
        .select()
        .from(savedCourseCollections)
        .where(and(eq(savedCourseCollections.shareToken, token), eq(savedCourseCollections.isPublic, true)));
  const ownerId = list?.userId ?? collection?.userId;
  if (!ownerId) throw notFound();
  const [owner] = await deps.db
    .select({ Firstname: users.firstname, Lastname: users.lastname, Username: users.username })
    .from(users)
    .where(eq(users.id, ownerId));
  const base = deps.db.select(cardColumns).from(courses);
  const rows = collection
    ? await joinCards(
        base
          .innerJoin(savedCourseCollectionItems, eq(savedCourseCollectionItems.courseId, courses.id))
          .$dynamic(),
      )
        .where(and(eq(savedCourseCollectionItems.collectionId, collection.id), isOpenCourse))
        .orderBy(asc(savedCourseCollectionItems.addedAt))
    : await joinCards(base.innerJoin(savedCourses, eq(savedCourses.courseId, courses.id)).$dynamic())
        .where(and(eq(savedCourses.userId, ownerId), isOpenCourse))
        .orderBy(asc(savedCourses.createdAt));
  const now = deps.clock.now();
  const name = displayName(owner!);
  return {
    Title: collection ? collection.name : `${name}’s saved courses`,
    Description: collection?.description ?? '',
    Owner: name,
    Courses: rows.map((row) => {
      const card = toCard(row, now);
      return {
        Id: card.Id,
        Slug: card.Slug,
        Title: card.Title,
        Price: card.Price,
        OriginalPrice: card.OriginalPrice,
        Rating: card.Rating,
        Thumbnail: card.CoverImage,
        Instructor: displayName(card.CreatedBy),
      };
    }),
  };
}
