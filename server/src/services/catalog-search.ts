// The catalogue search (GET /api/courses) and its filter facets. Full-text search on the weighted generated
// column (stemmed words, multi-word queries), a prefix query for words still being typed, trigram word
// similarity on titles for typos, and instructor names; notes/libraries.md §15. The same SQL runs on
// PGlite and PostgreSQL.
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CATALOG_DURATIONS,
  CATALOG_MAX_PAGE_SIZE,
  CATALOG_PAGE_SIZE,
  type CatalogFacets,
  type CatalogPage,
  type CatalogQuery,
} from '@portal/shared-api/contract/catalog';
import { COURSE_LEVELS } from '@portal/shared-api/contract/enrollments';
import type { Deps } from '../deps.ts';
import { categories, courses, users } from '../db/schema/index.ts';
import { isOpenCourse } from './enrollment-access.ts';
import { cardColumns, joinCards, onSaleSql, toCard } from './catalog-cards.ts';

/** Below this word similarity a title is not a typo of the query (trigram measure, 0 to 1). */
const TYPO_SIMILARITY = 0.4;
const MAX_WORDS = 8;

/** The query's words (letters and digits only, so they are safe in a tsquery), lower-cased. */
export function queryWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

// Words too common to narrow a search on their own; the whole query still matches them as a phrase.
const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'for',
  'from',
  'how',
  'in',
  'into',
  'of',
  'on',
  'the',
  'to',
  'with',
  'your',
]);

/**
 * A course matches when the whole query does (stemmed, websearch syntax), or when every meaningful word
 * does on its own: as a stemmed or plain prefix of the document, or as a typo of a title word.
 */
function textMatch(q: string, words: string[]) {
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  const each = meaningful.length > 0 ? meaningful : words;
  const wordMatch = (w: string) =>
    or(
      sql`${courses.searchTsv} @@ to_tsquery('english', ${`${w}:*`})`,
      sql`${courses.searchTsv} @@ to_tsquery('simple', ${`${w}:*`})`,
      sql`word_similarity(${w}, ${courses.title}) >= ${TYPO_SIMILARITY}`,
    )!;
  const prefix = sql`to_tsquery('simple', ${each.map((w) => `${w}:*`).join(' & ')})`;
  const byInstructor = sql`${courses.createdById} in (select ${users.id} from ${users}
    where to_tsvector('simple', ${users.firstname} || ' ' || ${users.lastname}) @@ ${prefix})`;
  return {
    where: or(sql`${courses.searchTsv} @@ ${web}`, and(...each.map(wordMatch)), byInstructor)!,
    rank: sql<number>`(ts_rank_cd(${courses.searchTsv}, ${web}) + ts_rank_cd(${courses.searchTsv}, ${prefix}) / 2
      + word_similarity(${q}, ${courses.title}))`,
  };
}

function priceFilter(price: CatalogQuery['price'], now: Date): SQL | undefined {
  switch (price) {
    case 'free':
      return eq(courses.priceCents, 0);
    case 'paid':
      return sql`${courses.priceCents} > 0`;
    case 'under-30':
      return and(sql`${courses.priceCents} > 0`, lt(courses.priceCents, 3000));
    case '30-50':
      return sql`${courses.priceCents} between 3000 and 5000`;
    case 'over-50':
      return sql`${courses.priceCents} > 5000`;
    case 'on-sale':
      return onSaleSql(now);
    default:
      return undefined;
  }
}

function durationFilter(duration: CatalogQuery['duration']): SQL | undefined {
  const band = CATALOG_DURATIONS.find((d) => d.value === duration);
  if (!band) return undefined;
  return and(
    gte(courses.durationMinutes, band.min),
    band.max === null ? undefined : lt(courses.durationMinutes, band.max),
  );
}

function categoryFilter(slug: string | undefined): SQL | undefined {
  if (!slug) return undefined;
  const ids = sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`;
  return or(sql`${courses.categoryId} in ${ids}`, sql`${courses.subCategoryId} in ${ids}`);
}

export async function searchCatalog(deps: Deps, query: CatalogQuery): Promise<CatalogPage> {
  const now = deps.clock.now();
  const page = query.page ?? 1;
  const limit = Math.min(query.limit ?? CATALOG_PAGE_SIZE, CATALOG_MAX_PAGE_SIZE);
  const q = query.q?.trim() ?? '';
  const words = queryWords(q);
  const text = words.length > 0 ? textMatch(q, words) : null;
  const where = and(
    isOpenCourse,
    text?.where,
    categoryFilter(query.category),
    query.level ? eq(courses.level, query.level) : undefined,
    priceFilter(query.price, now),
    query.rating ? gte(courses.ratingAvg, Number(query.rating)) : undefined,
    durationFilter(query.duration),
    query.language ? sql`lower(${courses.language}) = lower(${query.language})` : undefined,
  );
  const sort = query.sort ?? (text ? 'relevance' : 'popular');
  const popular = [desc(courses.studentsCount), desc(courses.ratingAvg)];
  const order = {
    relevance: text ? [desc(text.rank), ...popular] : popular,
    popular,
    newest: [desc(sql`coalesce(${courses.lastPublishedAt}, ${courses.createdAt})`)],
    rating: [desc(courses.ratingAvg), desc(courses.ratingCount)],
    'price-asc': [asc(courses.priceCents), ...popular],
    'price-desc': [desc(courses.priceCents), ...popular],
  }[sort];
  const rows = await joinCards(
    deps.db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(courses)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...order, asc(courses.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // Past the last page the window has no row to count on: count apart, only then.
  const total =
    rows[0]?.total ??
    (page > 1
      ? ((
          await deps.db
            .select({ n: count() })
            .from(courses)
            .innerJoin(users, eq(users.id, courses.createdById))
            .where(where)
        )[0]?.n ?? 0)
      : 0);
  return { courses: rows.map((row) => toCard(row, now)), total, page, limit };
}

/** What each filter offers, with how many visible courses each value holds (zero-count values left out). */
export async function catalogFacets(deps: Deps): Promise<CatalogFacets> {
  const { db } = deps;
  const [byCategory, byLanguage, byLevel] = await Promise.all([
    db
      .select({ slug: categories.slug, title: categories.title, n: count(courses.id) })
      .from(categories)
      .innerJoin(courses, and(eq(courses.categoryId, categories.id), isOpenCourse))
      .groupBy(categories.id)
      .orderBy(asc(categories.position)),
    db
      .select({ language: courses.language, n: count() })
      .from(courses)
      .where(isOpenCourse)
      .groupBy(courses.language)
      .orderBy(desc(count()), asc(courses.language)),
    db
      .select({ level: courses.level, n: count() })
      .from(courses)
      .where(and(isOpenCourse, inArray(courses.level, [...COURSE_LEVELS])))
      .groupBy(courses.level),
  ]);
  const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);
  return {
    categories: byCategory.map((c) => ({ Value: c.slug, Label: c.title, Count: c.n })),
    languages: byLanguage.map((l) => ({ Value: l.language, Label: l.language, Count: l.n })),
    levels: COURSE_LEVELS.flatMap((level) => {
      const found = byLevel.find((l) => l.level === level);
      return found ? [{ Value: level, Label: levelLabel(level), Count: found.n }] : [];
    }),
  };
}
