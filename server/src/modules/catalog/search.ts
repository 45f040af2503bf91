// The catalogue search (GET /api/courses) and its filter facets. Full-text search on the weighted generated
// column (stemmed words, multi-word queries), a prefix query for words still being typed, trigram word
// similarity on titles for typos, and instructor names (docs/decisions/0021-library-picks.md#search). The
// same SQL runs on PGlite and PostgreSQL.
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CATALOG_DURATIONS,
  CATALOG_MAX_PAGE_SIZE,
  CATALOG_PAGE_SIZE,
  type CatalogCourse,
  type CatalogFacets,
  type CatalogPage,
  type CatalogQuery,
} from '@portal/shared-api/contract/catalog';
import { COURSE_LEVELS } from '@portal/shared-api/contract/enrollments';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { catalogWords, categories, courses } from './tables.ts';
import { users } from '../users/tables.ts';
import { isOpenCourse } from '../course-access/index.ts';
import { cardColumns, joinCards, onSaleSql, toCard } from './cards.ts';
import { courseLengthSql } from './durations.ts';

/** A vocabulary word at least this similar (trigrams, 0 to 1) to an unknown search word may replace it. */
const TYPO_SIMILARITY = 0.25;
const MAX_WORDS = 8;
const SUGGESTIONS = 3;
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

/** The query's words (letters and digits only, so they are safe in a tsquery), lower-cased. */
export function queryWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** One word as the document may hold it: a stemmed or a plain prefix ("hooks" finds "hook", "reac" "react"). */
const asPrefix = (w: string) =>
  sql`(to_tsquery('english', ${`${w}:*`}) || to_tsquery('simple', ${`${w}:*`}))`;

/**
 * Each word the catalogue does not hold is replaced by its closest vocabulary words (pg_trgm similarity on
 * the small catalog_words table): "typograpy" searches for "typography". Known words stay as typed.
 */
async function wordQueries(db: Db, words: string[]): Promise<SQL[]> {
  return Promise.all(
    words.map(async (w) => {
      const [known] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(sql`${courses.searchTsv} @@ ${asPrefix(w)}`)
        .limit(1);
      if (known) return asPrefix(w);
      const closest = await db
        .select({
          word: catalogWords.word,
          score: sql<number>`similarity(${catalogWords.word}, ${w})`.mapWith(Number),
        })
        .from(catalogWords)
        .where(sql`similarity(${catalogWords.word}, ${w}) >= ${TYPO_SIMILARITY}`)
        .orderBy(sql`similarity(${catalogWords.word}, ${w}) desc`, asc(catalogWords.word))
        .limit(SUGGESTIONS);
      // Only the words about as close as the best one: "typograpy" means typography, not typescript.
      const similar = closest.filter((row) => row.score >= closest[0]!.score * 0.8);
      if (similar.length === 0) return asPrefix(w);
      // The vocabulary is unstemmed, the document stemmed: ask both ways.
      const either = similar.map((row) => row.word).join(' | ');
      return sql`(to_tsquery('english', ${either}) || to_tsquery('simple', ${either}))`;
    }),
  );
}

/**
 * A course matches when the whole query does (stemmed, websearch syntax), when every meaningful word does
 * (as a prefix, or corrected for a typo), or when the instructor's name does. Both tsqueries are answered
 * by the GIN index on the document, the instructors by the author index: no per-row string work.
 */
async function textMatch(db: Db, q: string, words: string[]) {
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  const each = meaningful.length > 0 ? meaningful : words;
  const [perWord, instructorIds] = await Promise.all([wordQueries(db, each), instructorsNamed(db, each)]);
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const all = sql.join(perWord, sql` && `);
  return {
    where: or(
      sql`${courses.searchTsv} @@ ${web}`,
      sql`${courses.searchTsv} @@ (${all})`,
      instructorIds.length > 0 ? inArray(courses.createdById, instructorIds) : undefined,
    )!,
    rank: sql<number>`(ts_rank_cd(${courses.searchTsv}, ${web}) + ts_rank_cd(${courses.searchTsv}, (${all})) / 2)`,
  };
}

/** Instructors whose name holds every word as a prefix: few people, one small query before the search. */
async function instructorsNamed(db: Db, words: string[]): Promise<string[]> {
  const prefix = words.map((w) => `${w}:*`).join(' & ');
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`to_tsvector('simple', coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, ''))
        @@ to_tsquery('simple', ${prefix})`,
    )
    .limit(100);
  return rows.map((row) => row.id);
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
  // The length the card shows, estimate included (docs/product/catalog.md#lengths-where-none-is-stored).
  return and(gte(courseLengthSql, band.min), band.max === null ? undefined : lt(courseLengthSql, band.max));
}

/** The catalogue's popularity: most students, then best rated (its `popular` sort). */
const POPULAR = [desc(courses.studentsCount), desc(courses.ratingAvg)];

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
  const text = words.length > 0 ? await textMatch(deps.db, q, words) : null;
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
  const order = {
    relevance: text ? [desc(text.rank), ...POPULAR] : POPULAR,
    popular: POPULAR,
    newest: [sql`${courses.lastPublishedAt} desc nulls last`, desc(courses.createdAt)],
    rating: [desc(courses.ratingAvg), desc(courses.ratingCount)],
    'price-asc': [asc(courses.priceCents), ...POPULAR],
    'price-desc': [desc(courses.priceCents), ...POPULAR],
  }[sort];
  // The page and the count apart: the page stops at its last row (an index gives the order), the count
  // touches no joined table.
  const [rows, [counted]] = await Promise.all([
    joinCards(deps.db.select(cardColumns).from(courses).$dynamic())
      .where(where)
      .orderBy(...order, asc(courses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ n: count() }).from(courses).where(where),
  ]);
  const total = counted?.n ?? 0;
  return { courses: rows.map((row) => toCard(row, now)), total, page, limit };
}

/** The `limit` most popular courses the catalogue shows (the dashboard's trending courses). */
export async function listPopularCourses(deps: Deps, limit: number): Promise<CatalogCourse[]> {
  const rows = await joinCards(deps.db.select(cardColumns).from(courses).$dynamic())
    .where(isOpenCourse)
    .orderBy(...POPULAR, asc(courses.id))
    .limit(limit);
  const now = deps.clock.now();
  return rows.map((row) => toCard(row, now));
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
