import { Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, Pagination, QueryState } from '@portal/shared-ui/data';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { EmptyState } from '@portal/shared-ui';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_SORTS,
  CATALOG_TEXTS,
  useCatalog,
  useCatalogFacets,
  type CatalogSort,
} from '@portal/shared-api/catalog';
import { CatalogFilters } from '../components/catalog-filters.tsx';
import { CourseCard } from '../components/course-card.tsx';
import { PlansBanner } from '../components/plans-banner.tsx';
import { useCatalogParams } from '../hooks/use-catalog-params.ts';
import { activeFilterCount } from '../utils/catalog-params.ts';

/** /courses: the public catalogue (ours: linked by every "Browse Courses", specified by none). */
export function CatalogPage() {
  const { query, setSearch, setFilter, setSort, setPage, clearFilters, clearAll } = useCatalogParams();
  const catalog = useCatalog({ ...query, limit: CATALOG_PAGE_SIZE });
  const facets = useCatalogFacets();
  const active = activeFilterCount(query);
  // Relevance only means something while searching; the server's default follows the same rule.
  const sortOptions = CATALOG_SORTS.filter((s) => s.value !== 'relevance' || query.q);
  const sort = query.sort ?? (query.q ? 'relevance' : 'popular');
  const total = catalog.data?.total;

  return (
    <PageFrame title={CATALOG_TEXTS.title} description={CATALOG_TEXTS.description}>
      <SearchInput
        label="Search courses"
        hideLabel
        placeholder={CATALOG_TEXTS.searchPlaceholder}
        value={query.q ?? ''}
        onChange={setSearch}
      />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <CatalogFilters
          query={query}
          facets={facets.data}
          onChange={setFilter}
          onClear={clearFilters}
          activeCount={active}
        />
        <Stack flex="1" gap="4" width="full" as="section" aria-label="Courses">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text aria-live="polite" color="fg.muted">
              {total === undefined ? ' ' : `${total} ${total === 1 ? 'course' : 'courses'}`}
            </Text>
            <Box minW="48">
              <ChoiceSelect
                label="Sort by"
                size="sm"
                value={sort}
                options={sortOptions}
                onChange={(value) => setSort(value as CatalogSort)}
              />
            </Box>
          </HStack>
          <QueryState
            query={catalog}
            errorTitle={CATALOG_TEXTS.loadFailed}
            loading={<CardGridSkeleton count={6} label="Loading courses" />}
            isEmpty={(page) => page.courses.length === 0}
            empty={
              <EmptyState
                title={CATALOG_TEXTS.noResults}
                description={CATALOG_TEXTS.noResultsHint}
                action={
                  active > 0 || query.q ? (
                    <Button variant="outline" onClick={clearAll}>
                      {CATALOG_TEXTS.clearFilters}
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            {(page) => (
              <Stack gap="6">
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
                  {page.courses.map((course, index) => (
                    <CourseCard key={course.Id} course={course} priority={index === 0} />
                  ))}
                </SimpleGrid>
                {page.total > page.limit ? (
                  <Pagination
                    page={page.page}
                    pageCount={Math.ceil(page.total / page.limit)}
                    onPageChange={(next) => {
                      setPage(next);
                      window.scrollTo({ top: 0 });
                    }}
                    showNumbers
                    label="Catalogue pages"
                  />
                ) : null}
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Flex>
      {/* After the courses: arriving with its own answer, above them it pushed the whole list down (CLS on a
          phone, docs/decisions/0026). */}
      <PlansBanner />
    </PageFrame>
  );
}
