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
      <ChoiceSelect
        label="Category"
        value={query.category ?? ''}
        options={withAll('All categories', facets?.categories.map(counted) ?? [])}
        onChange={(value) => onChange('category', value)}
      />
      <ChoiceSelect
        label="Level"
        value={query.level ?? ''}
        options={withAll('All levels', facets?.levels.map(counted) ?? [])}
        onChange={(value) => onChange('level', value)}
      />
      <ChoiceSelect
        label="Price"
        value={query.price ?? ''}
        options={withAll('Any price', CATALOG_PRICES)}
        onChange={(value) => onChange('price', value)}
      />
      <ChoiceSelect
        label="Rating"
        value={query.rating ?? ''}
        options={withAll('Any rating', CATALOG_RATINGS)}
        onChange={(value) => onChange('rating', value)}
      />
      <ChoiceSelect
        label="Duration"
        value={query.duration ?? ''}
        options={withAll('Any length', CATALOG_DURATIONS)}
        onChange={(value) => onChange('duration', value)}
      />
      <ChoiceSelect
        label="Language"
        value={query.language ?? ''}
        options={withAll('All languages', facets?.languages.map(counted) ?? [])}
        onChange={(value) => onChange('language', value)}
      />
      {activeCount > 0 ? (
        <Button variant="outline" size="sm" onClick={onClear}>
          {CATALOG_TEXTS.clearFilters} ({activeCount})
        </Button>
      ) : null}
    </Stack>
  );
}
