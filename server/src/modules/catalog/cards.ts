// The course card every commerce list shows (catalogue, cart, course page head): one select and one mapper,
// so a card reads the same wherever it appears. Ratings and students come from the counters on courses.
import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { CatalogCourse } from '@portal/shared-api/contract/catalog';
import { categories, courses } from './tables.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { courseLengthSql } from './durations.ts';

const cover = alias(medias, 'cover');
const author = alias(users, 'author');

export const cardColumns = {
  course: {
    id: courses.id,
    slug: courses.slug,
    title: courses.title,
    shortDescription: courses.shortDescription,
    level: courses.level,
    language: courses.language,
    priceCents: courses.priceCents,
    originalPriceCents: courses.originalPriceCents,
    saleEndsAt: courses.saleEndsAt,
    ratingAvg: courses.ratingAvg,
    ratingCount: courses.ratingCount,
    studentsCount: courses.studentsCount,
    durationMinutes: courseLengthSql,
    hasCertificate: courses.hasCertificate,
    createdAt: courses.createdAt,
    createdById: courses.createdById,
  },
  author: { firstname: author.firstname, lastname: author.lastname, slug: author.slug },
  cover: { subDir: cover.subDir, hashname: cover.hashname },
  category: { slug: categories.slug, title: categories.title },
};

/**
 * Joins what a card shows to a dynamic select of courses:
 * `joinCards(db.select({ ...cardColumns, ...mine }).from(courses).$dynamic()).where(…)`.
 */
export function joinCards<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(author, eq(author.id, courses.createdById))
    .leftJoin(cover, eq(cover.id, courses.coverMediaId))
    .leftJoin(categories, eq(categories.id, courses.categoryId)) as unknown as T;
}

export type CardRow = {
  course: {
    id: string;
    slug: string;
    title: string;
    shortDescription: string;
    level: string;
    language: string;
    priceCents: number;
    originalPriceCents: number | null;
    saleEndsAt: Date | null;
    ratingAvg: number;
    ratingCount: number;
    studentsCount: number;
    durationMinutes: number;
    hasCertificate: boolean;
    createdAt: Date;
  };
  author: { firstname: string | null; lastname: string | null; slug: string };
  cover: { subDir: string; hashname: string } | null;
  category: { slug: string; title: string } | null;
};

/** On sale: an original price above the price, and a sale end date not yet reached (or none). */
export const onSaleSql = (now: Date) => sql`(${courses.originalPriceCents} > ${courses.priceCents}
  and (${courses.saleEndsAt} is null or ${courses.saleEndsAt} > ${now.toISOString()}::timestamptz))`;

export function isOnSale(course: CardRow['course'], now: Date): boolean {
  return (
    course.originalPriceCents !== null &&
    course.originalPriceCents > course.priceCents &&
    (course.saleEndsAt === null || course.saleEndsAt > now)
  );
}

export function toCard(row: CardRow, now: Date): CatalogCourse {
  const { course } = row;
  const onSale = isOnSale(course, now);
  return {
    Id: course.id,
    Slug: course.slug,
    Title: course.title,
    ShortDescription: course.shortDescription,
    CoverImage: row.cover ? mediaUrl(row.cover) : null,
    CreatedBy: {
      Firstname: row.author.firstname ?? '',
      Lastname: row.author.lastname ?? '',
      Slug: row.author.slug,
    },
    Category: row.category ? { Slug: row.category.slug, Title: row.category.title } : null,
    Level: course.level,
    Language: course.language,
    Price: course.priceCents,
    OriginalPrice: onSale ? course.originalPriceCents : null,
    OnSale: onSale,
    SaleEndsAt: onSale && course.saleEndsAt ? course.saleEndsAt.toISOString() : null,
    Rating: Math.round(course.ratingAvg * 10) / 10,
    RatingCount: course.ratingCount,
    Students: course.studentsCount,
    Duration: course.durationMinutes,
    HasCertificate: course.hasCertificate,
    CreatedAt: course.createdAt.toISOString(),
  };
}
