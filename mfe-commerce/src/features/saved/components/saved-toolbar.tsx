import { Button, HStack } from '@portal/shared-ui';
import { ChoiceSelect } from '@portal/shared-ui/forms';
import type { Collection } from '@portal/shared-api/saved-courses';
import type { SavedParamName } from '../hooks/use-saved-params.ts';
import { SAVED_PRICES, SAVED_SORTS, type SavedView } from '../utils/saved-list.ts';

type SavedToolbarProps = {
  view: SavedView;
  layout: 'grid' | 'list';
  collections: Collection[];
  categories: string[];
  onChange: (name: SavedParamName, value: string) => void;
};

/**
 * The collection selector, the filters (category and price bands), the six sorts and grid or list
 * (docs/product/saved-courses.md#wishlist-filters-and-sorts).
 */
export function SavedToolbar({ view, layout, collections, categories, onChange: set }: SavedToolbarProps) {
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      <ChoiceSelect
        label="Collection"
        size="sm"
        value={view.collection}
        options={[
          { value: '', label: 'All saved courses' },
          ...collections.map((c) => ({
            value: c.Id,
            label: `${c.Username} (${c.CourseIds.length})`,
          })),
        ]}
        onChange={(v) => set('collection', v)}
      />
      <ChoiceSelect
        label="Category"
        size="sm"
        value={view.category}
        options={[{ value: '', label: 'All categories' }, ...categories.map((c) => ({ value: c, label: c }))]}
        onChange={(v) => set('category', v)}
      />
      <ChoiceSelect
        label="Price"
        size="sm"
        value={view.price}
        options={SAVED_PRICES}
        onChange={(v) => set('price', v)}
      />
      <ChoiceSelect
        label="Sort by"
        size="sm"
        value={view.sort}
        options={SAVED_SORTS}
        onChange={(v) => set('sort', v === 'saved_date' ? '' : v)}
      />
      <HStack role="group" aria-label="Layout" gap="1">
        <Button
          size="sm"
          variant={layout === 'grid' ? 'solid' : 'outline'}
          aria-pressed={layout === 'grid'}
          onClick={() => set('view', '')}
        >
          Grid
        </Button>
        <Button
          size="sm"
          variant={layout === 'list' ? 'solid' : 'outline'}
          aria-pressed={layout === 'list'}
          onClick={() => set('view', 'list')}
        >
          List
        </Button>
      </HStack>
    </HStack>
  );
}
