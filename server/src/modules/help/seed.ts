// The Help Center's content: its four categories and their articles; six are marked popular.
import { helpArticles, helpCategories } from './tables.ts';
import type { SeedContext } from '../../seed/context.ts';
import { slugify } from '../../seed/time.ts';
import { HELP_CATEGORIES, POPULAR_ARTICLES } from './seed-data.ts';

export async function seedHelp(ctx: SeedContext): Promise<void> {
  for (const [position, category] of HELP_CATEGORIES.entries()) {
    const [row] = await ctx.tx
      .insert(helpCategories)
      .values({ slug: category.slug, title: category.title, description: category.description, position })
      .returning({ id: helpCategories.id });
    await ctx.tx.insert(helpArticles).values(
      category.articles.map(([title, summary, body], index) => {
        const rank = POPULAR_ARTICLES.indexOf(title);
        return {
          slug: slugify(title),
          categoryId: row!.id,
          title,
          summary,
          body,
          popularRank: rank >= 0 ? rank + 1 : null,
          // Older articles were read more; popular ones most.
          views: (rank >= 0 ? 900 - rank * 100 : 40) + (category.articles.length - index) * 7,
        };
      }),
    );
  }
  const unknown = POPULAR_ARTICLES.filter(
    (title) => !HELP_CATEGORIES.some((c) => c.articles.some(([t]) => t === title)),
  );
  if (unknown.length) throw new Error(`Popular help articles not found: ${unknown.join(', ')}`);
}
