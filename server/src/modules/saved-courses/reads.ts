// Saved courses (docs/product/saved-courses.md#saved-item; the my and lazy lists): the user's saved courses
// with their card fields, whether they follow them, whether they are in the cart, and the collections holding
// them. Three queries whatever the length of the list.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SavedItem, SavedList } from '@portal/shared-api/contract/saved-courses';
import type { Deps } from '../../core/deps.ts';
import { cartItems } from '../cart/tables.ts';
import { savedCourseCollectionItems, savedCourseCollections, savedCourses } from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { boughtSql } from '../course-access/index.ts';
import { cardColumns, joinCards, toCard } from '../catalog/index.ts';

export async function listSaved(
  deps: Deps,
  userId: string,
  paging: { take?: number; skip?: number } = {},
): Promise<SavedList> {
  const { db } = deps;
  const now = deps.clock.now();
  const mine = eq(savedCourses.userId, userId);
  const [rows, [counted]] = await Promise.all([
    joinCards(
      db
        .select({
          ...cardColumns,
          item: {
            id: savedCourses.id,
            createdAt: savedCourses.createdAt,
            priceAlert: savedCourses.priceAlert,
          },
          keywords: courses.keywords,
          isEnrolled: sql<boolean>`(${boughtSql(savedCourses.userId, courses.id)} or exists (select 1 from ${enrollments}
            where ${enrollments.userId} = ${savedCourses.userId} and ${enrollments.courseId} = ${courses.id}))`,
          isInCart: sql<boolean>`exists (select 1 from ${cartItems} where ${cartItems.userId} = ${savedCourses.userId}
            and ${cartItems.courseId} = ${courses.id})`,
        })
        .from(savedCourses)
        .innerJoin(courses, eq(courses.id, savedCourses.courseId))
        .$dynamic(),
    )
      .where(mine)
      .orderBy(desc(savedCourses.createdAt), asc(savedCourses.id))
      .limit(paging.take ?? 1000)
      .offset(paging.skip ?? 0),
    db.select({ n: count() }).from(savedCourses).where(mine),
  ]);
  const courseIds = rows.map((row) => row.course.id);
  const memberships = courseIds.length
    ? await db
        .select({
          courseId: savedCourseCollectionItems.courseId,
          collectionId: savedCourseCollectionItems.collectionId,
        })
        .from(savedCourseCollectionItems)
        .innerJoin(
          savedCourseCollections,
          eq(savedCourseCollections.id, savedCourseCollectionItems.collectionId),
        )
        .where(
          and(
            eq(savedCourseCollections.userId, userId),
            inArray(savedCourseCollectionItems.courseId, courseIds),
          ),
        )
    : [];
  const items: SavedItem[] = rows.map((row) => {
    const card = toCard(row, now);
    return {
      Id: row.item.id,
      DateAdded: row.item.createdAt.toISOString(),
      CreatedAt: row.item.createdAt.toISOString(),
      PriceAlert: row.item.priceAlert,
      IsEnrolled: Boolean(row.isEnrolled),
      IsInCart: Boolean(row.isInCart),
      CollectionIds: memberships.filter((m) => m.courseId === card.Id).map((m) => m.collectionId),
      Course: {
        Id: card.Id,
        Slug: card.Slug,
        Title: card.Title,
        User: { FirstName: card.CreatedBy.Firstname, LastName: card.CreatedBy.Lastname },
        Tags: row.keywords,
        // The defaults (docs/product/saved-courses.md#saved-item): General and Beginner when the course says
        // nothing.
        Category: card.Category?.Title ?? 'General',
        Level: card.Level || 'beginner',
        Price: card.Price,
        OriginalPrice: card.OriginalPrice,
        IsOnSale: card.OnSale,
        SaleEndDate: card.SaleEndsAt,
        Rating: card.Rating,
        Reviews: card.RatingCount,
        StudentCount: card.Students,
        Duration: card.Duration,
        Thumbnail: card.CoverImage,
        HasCertificate: card.HasCertificate,
      },
    };
  });
  return { Items: items, total: counted?.n ?? 0 };
}
