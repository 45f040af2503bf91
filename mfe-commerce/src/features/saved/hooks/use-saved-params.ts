// What Saved Courses shows, kept in the URL (?collection=&category=&price=&sort=&view=list) so a reload or a
// link keeps it.
import { freeText, oneOf, useUrlState, type ParsedParams } from '@portal/shared-ui/routing';
import { SAVED_PRICES, SAVED_SORTS } from '../utils/saved-list.ts';

const SAVED_PARAMS = {
  collection: freeText(),
  category: freeText(),
  price: oneOf(
    SAVED_PRICES.map((p) => p.value),
    '',
  ),
  sort: oneOf(
    SAVED_SORTS.map((s) => s.value),
    'saved_date',
  ),
  view: oneOf(['grid', 'list'], 'grid'),
};
export type SavedParams = ParsedParams<typeof SAVED_PARAMS>;
export type SavedParamName = keyof SavedParams;

export function useSavedParams() {
  const { params, set } = useUrlState(SAVED_PARAMS);
  const { view: layout, ...view } = params;
  return { view, layout, set: (name: SavedParamName, value: string) => set({ [name]: value }) };
}
