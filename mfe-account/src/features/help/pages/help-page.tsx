// /user/help (docs/product/help-and-feedback.md#help-center): search wired to the articles on the server, the
// three support cards, the four categories with their article counts, the six popular articles, and 'Still
// need help?'. Articles open in a dialog; the search, the category and the open article are in the address.
import { Button, EmptyState, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { SearchInput } from '@portal/shared-ui/forms';
import { HELP_TEXTS, useHelpArticles, useHelpCategories } from '@portal/shared-api/help';
import { ArticleDialog } from '../components/article-dialog.tsx';
import { ArticleList } from '../components/article-list.tsx';
import { StillNeedHelp, SupportCards } from '../components/support-cards.tsx';
import { useHelpParams } from '../hooks/use-help-params.ts';

export function HelpPage() {
  const { params, set } = useHelpParams();
  const categories = useHelpCategories();
  const listing = params.q || params.category;
  const articles = useHelpArticles(
    listing ? { q: params.q || undefined, category: params.category || undefined } : null,
  );
  const popular = useHelpArticles({ popular: true });
  const category = categories.data?.find((c) => c.Slug === params.category);

  return (
    <PageFrame title="Help Center" description="How can we help you? Search the articles or pick a topic.">
      <SearchInput
        label="Search help articles"
        hideLabel
        placeholder="Search for answers: payments, certificates, two-factor…"
        value={params.q}
        onChange={(q) => set({ q }, true)}
      />
      {listing ? (
        <Stack as="section" aria-labelledby="help-results" gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md" id="help-results">
              {params.q ? `Results for “${params.q}”` : (category?.Title ?? 'Articles')}
              {params.q && category ? ` in ${category.Title}` : ''}
            </Heading>
            <Button size="sm" variant="ghost" onClick={() => set({ q: '', category: '' })}>
              Back to all topics
            </Button>
          </HStack>
          <QueryState
            query={articles}
            errorTitle={HELP_TEXTS.loadFailed}
            loading={<ListSkeleton count={4} label="Searching" />}
          >
            {(list) =>
              list.length === 0 ? (
                <EmptyState
                  title={HELP_TEXTS.noResults}
                  description="Try other words, or ask our team below."
                />
              ) : (
                <ArticleList articles={list} label="Articles found" />
              )
            }
          </QueryState>
        </Stack>
      ) : null}
      <SupportCards />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack as="section" aria-labelledby="help-categories" gap="3">
          <Heading as="h2" size="md" id="help-categories">
            Browse by topic
          </Heading>
          <QueryState
            query={categories}
            errorTitle={HELP_TEXTS.loadFailed}
            loading={<ListSkeleton count={4} label="Loading topics" />}
          >
            {(list) => (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {list.map((c) => (
                  <Button
                    key={c.Slug}
                    variant="outline"
                    h="auto"
                    py="3"
                    justifyContent="flex-start"
                    textAlign="start"
                    whiteSpace="normal"
                    aria-pressed={params.category === c.Slug}
                    onClick={() => set({ category: c.Slug })}
                  >
                    <Stack gap="0">
                      <Text fontWeight="semibold">{c.Title}</Text>
                      <Text textStyle="sm" color="fg.muted" fontWeight="normal">
                        {c.ArticleCount} articles · {c.Description}
                      </Text>
                    </Stack>
                  </Button>
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Stack>
        <Stack as="section" aria-labelledby="help-popular" gap="3">
          <Heading as="h2" size="md" id="help-popular">
            Popular articles
          </Heading>
          <QueryState
            query={popular}
            errorTitle={HELP_TEXTS.loadFailed}
            loading={<ListSkeleton count={6} label="Loading popular articles" />}
          >
            {(list) => <ArticleList articles={list} label="Popular articles" />}
          </QueryState>
        </Stack>
      </Grid>
      <StillNeedHelp />
      <ArticleDialog slug={params.article} onClose={() => set({ article: '' }, true)} />
    </PageFrame>
  );
}
