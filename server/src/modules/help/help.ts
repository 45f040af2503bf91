// The Help Center (docs/product/help-and-feedback.md#help-center): categories with their article counts, the
// popular articles, search over titles, summaries and text (stemmed, ranked; a word's start also matches as
// typed), and one article, counted as read.
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  HELP_TEXTS,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpCategory,
  type HelpSearchQuery,
} from '@portal/shared-api/contract/help';
import type { Deps } from '../../core/deps.ts';
import { helpArticles, helpCategories } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { containsPattern } from '../../core/like.ts';

export async function listHelpCategories(deps: Deps): Promise<HelpCategory[]> {
  const rows = await deps.db
    .select({
      slug: helpCategories.slug,
      title: helpCategories.title,
      description: helpCategories.description,
      articles: count(helpArticles.id),
    })
    .from(helpCategories)
    .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
    .groupBy(helpCategories.id)
    .orderBy(asc(helpCategories.position));
  return rows.map((row) => ({
    Slug: row.slug,
    Title: row.title,
    Description: row.description,
    ArticleCount: row.articles,
  }));
}

const summaryColumns = {
  slug: helpArticles.slug,
  title: helpArticles.title,
  summary: helpArticles.summary,
  views: helpArticles.views,
  categorySlug: helpCategories.slug,
  categoryTitle: helpCategories.title,
};

type SummaryRow = {
  slug: string;
  title: string;
  summary: string;
  views: number;
  categorySlug: string;
  categoryTitle: string;
};

const toSummary = (row: SummaryRow): HelpArticleSummary => ({
  Slug: row.slug,
  Title: row.title,
  Summary: row.summary,
  Views: row.views,
  Category: { Slug: row.categorySlug, Title: row.categoryTitle },
});

export async function searchHelpArticles(deps: Deps, query: HelpSearchQuery): Promise<HelpArticleSummary[]> {
  const words = query.q?.trim() ?? '';
  const filters: (SQL | undefined)[] = [
    query.category ? eq(helpCategories.slug, query.category) : undefined,
    query.popular ? isNotNull(helpArticles.popularRank) : undefined,
  ];
  const tsQuery = sql`websearch_to_tsquery('english', ${words})`;
  if (words)
    filters.push(
      or(sql`${helpArticles.searchTsv} @@ ${tsQuery}`, ilike(helpArticles.title, containsPattern(words))),
    );
  const order = query.popular
    ? [asc(helpArticles.popularRank)]
    : words
      ? [desc(sql`ts_rank(${helpArticles.searchTsv}, ${tsQuery})`), desc(helpArticles.views)]
      : [asc(helpCategories.position), asc(helpArticles.title)];
  const rows = await deps.db
    .select(summaryColumns)
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(and(...filters))
    .orderBy(...order)
    .limit(50);
  return rows.map(toSummary);
}

/** One article; reading it counts a view. */
export async function readHelpArticle(deps: Deps, slug: string): Promise<HelpArticle> {
  const [updated] = await deps.db
    .update(helpArticles)
    .set({ views: sql`${helpArticles.views} + 1`, updatedAt: sql`${helpArticles.updatedAt}` })
    .where(eq(helpArticles.slug, slug))
    .returning({ id: helpArticles.id });
  if (!updated) throw httpError(404, HELP_TEXTS.articleNotFound);
  const [row] = await deps.db
    .select({ ...summaryColumns, body: helpArticles.body, updatedAt: helpArticles.updatedAt })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(eq(helpArticles.id, updated.id));
  return {
    ...toSummary(row!),
    Paragraphs: row!.body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    UpdatedAt: row!.updatedAt.toISOString(),
  };
}
