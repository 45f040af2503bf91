// Saved-courses collections (docs/product/saved-courses.md#collection), on the server: create, rename,
// describe, make public or private, add and remove courses, delete; each the owner's only.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  SAVED_COURSES_TEXTS,
  type Collection,
  type CollectionPayload,
} from '@portal/shared-api/contract/saved-courses';
import type { Deps } from '../../core/deps.ts';
import { savedCourseCollectionItems, savedCourseCollections } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { findOpenCourse } from '../course-access/index.ts';

type Row = typeof savedCourseCollections.$inferSelect;
const notFound = () => httpError(404, SAVED_COURSES_TEXTS.collectionNotFound);

export const sharedListUrl = (deps: Deps, token: string) =>
  `${deps.config.publicUrl}/wishlist/shared/${token}`;
export const newShareToken = () => randomBytes(18).toString('base64url');

async function toCollections(deps: Deps, rows: Row[]): Promise<Collection[]> {
  const items = rows.length
    ? await deps.db
        .select()
        .from(savedCourseCollectionItems)
        .where(
          inArray(
            savedCourseCollectionItems.collectionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(savedCourseCollectionItems.addedAt))
    : [];
  return rows.map((row) => ({
    Id: row.id,
    Username: row.name,
    Description: row.description,
    IsPublic: row.isPublic,
    CourseIds: items.filter((i) => i.collectionId === row.id).map((i) => i.courseId),
    ShareUrl: row.shareToken ? sharedListUrl(deps, row.shareToken) : null,
    CreatedAt: row.createdAt.toISOString(),
  }));
}

export async function findOwnCollection(deps: Deps, userId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(savedCourseCollections)
    .where(and(eq(savedCourseCollections.id, id), eq(savedCourseCollections.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function listCollections(deps: Deps, userId: string): Promise<Collection[]> {
  const rows = await deps.db
    .select()
    .from(savedCourseCollections)
    .where(eq(savedCourseCollections.userId, userId))
    .orderBy(asc(savedCourseCollections.createdAt), asc(savedCourseCollections.id));
  return toCollections(deps, rows);
}

const one = async (deps: Deps, row: Row) => (await toCollections(deps, [row]))[0]!;

export async function createCollection(deps: Deps, userId: string, payload: CollectionPayload) {
  const name = payload.name.trim();
  if (!name) throw httpError(400, 'Enter a name for the collection.');
  const [row] = await deps.db
    .insert(savedCourseCollections)
    .values({
      userId,
      name,
      description: payload.description?.trim() ?? '',
      isPublic: payload.isPublic ?? false,
      createdAt: deps.clock.now(),
    })
    .returning();
  return one(deps, row!);
}

export async function updateCollection(
  deps: Deps,
  userId: string,
  id: string,
  payload: Partial<CollectionPayload>,
) {
  await findOwnCollection(deps, userId, id);
  const name = payload.name?.trim();
  if (payload.name !== undefined && !name) throw httpError(400, 'Enter a name for the collection.');
  const [row] = await deps.db
    .update(savedCourseCollections)
    .set({
      name,
      description: payload.description?.trim(),
      isPublic: payload.isPublic,
      // Made private, a shared collection stops being shared.
      ...(payload.isPublic === false ? { shareToken: null } : {}),
    })
    .where(eq(savedCourseCollections.id, id))
    .returning();
  return one(deps, row!);
}

export async function deleteCollection(deps: Deps, userId: string, id: string): Promise<void> {
  await findOwnCollection(deps, userId, id);
  await deps.db.delete(savedCourseCollections).where(eq(savedCourseCollections.id, id));
}

export async function addToCollection(deps: Deps, userId: string, id: string, courseId: string) {
  const row = await findOwnCollection(deps, userId, id);
  const course = await findOpenCourse(deps.db, courseId);
  await deps.db
    .insert(savedCourseCollectionItems)
    .values({ collectionId: id, courseId: course.id, addedAt: deps.clock.now() })
    .onConflictDoNothing();
  return one(deps, row);
}

export async function removeFromCollection(deps: Deps, userId: string, id: string, courseId: string) {
  const row = await findOwnCollection(deps, userId, id);
  if (isUuid(courseId))
    await deps.db
      .delete(savedCourseCollectionItems)
      .where(
        and(
          eq(savedCourseCollectionItems.collectionId, id),
          eq(savedCourseCollectionItems.courseId, courseId),
        ),
      );
  return one(deps, row);
}
