import { Button, Heading, Stack } from '@portal/shared-ui';
import { ChoiceSelect } from '@portal/shared-ui/forms';
import {
  CATALOG_DURATIONS,
  CATALOG_PRICES,
  CATALOG_RATINGS,
  CATALOG_TEXTS,
  type CatalogFacets,
  type CatalogQuery,
} from '@portal/shared-api/catalog';
import type { FilterName } from '../utils/catalog-params.ts';

type CatalogFiltersProps = {
  query: CatalogQuery;
  facets: CatalogFacets | undefined;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
  activeCount: number;
};

const withAll = (label: string, options: readonly { value: string; label: string }[]) => [
  { value: '', label },
  ...options,
];
const counted = (facet: { Value: string; Label: string; Count: number }) => ({
  value: facet.Value,
  label: `${facet.Label} (${facet.Count})`,
});

/** The catalogue's filters, one select each: every value a keyboard and a screen reader reach alike. */
export function CatalogFilters({ query, facets, onChange, onClear, activeCount }: CatalogFiltersProps) {
  return (
    <Stack as="aside" aria-labelledby="catalog-filters" gap="4" minW={{ lg: '56' }} maxW={{ lg: '64' }}>
      <Heading as="h2" id="catalog-filters" size="sm">
        Filters
      </Heading>
      {[
        {
          name: 'category' as const,
          label: 'Category',
          all: 'All categories',
          options: facets?.categories.map(counted),
        },
        { name: 'level' as const, label: 'Level', all: 'All levels', options: facets?.levels.map(counted) },
        { name: 'price' as const, label: 'Price', all: 'Any price', options: CATALOG_PRICES },
        { name: 'rating' as const, label: 'Rating', all: 'Any rating', options: CATALOG_RATINGS },
        { name: 'duration' as const, label: 'Duration', all: 'Any length', options: CATALOG_DURATIONS },
        {
          name: 'language' as const,
          label: 'Language',
          all: 'All languages',
          options: facets?.languages.map(counted),
        },
      ].map((filter) => (
        <ChoiceSelect
          key={filter.name}
          label={filter.label}
          value={query[filter.name] ?? ''}
          options={withAll(filter.all, filter.options ?? [])}
          onChange={(value) => onChange(filter.name, value)}
        />
      ))}
      {activeCount > 0 ? (
        <Button variant="outline" size="sm" onClick={onClear}>
          {CATALOG_TEXTS.clearFilters} ({activeCount})
        </Button>
      ) : null}
    </Stack>
  );
}
