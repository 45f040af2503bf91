// A list of help articles; each opens in the article dialog (the address keeps it: ?article=).
import { Box, Link, Stack, Text } from '@portal/shared-ui';
import { Link as RouterLink, useLocation } from '@portal/shared-ui/router';
import type { HelpArticleSummary } from '@portal/shared-api/help';

/** The current address with ?article= set, so the dialog opens over what is on screen. */
export function useArticleHref() {
  const { pathname, search } = useLocation();
  return (slug: string) => {
    const params = new URLSearchParams(search);
    params.set('article', slug);
    return `${pathname}?${params.toString()}`;
  };
}

export function ArticleList({ articles, label }: { articles: HelpArticleSummary[]; label: string }) {
  const hrefOf = useArticleHref();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
      {articles.map((article) => (
        <Box as="li" key={article.Slug} borderBottomWidth="1px" pb="3">
          <Link asChild fontWeight="semibold" color="blue.700" _dark={{ color: 'blue.300' }}>
            <RouterLink to={hrefOf(article.Slug)}>{article.Title}</RouterLink>
          </Link>
          <Text textStyle="sm" color="fg.muted">
            {article.Summary} · {article.Category.Title}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
