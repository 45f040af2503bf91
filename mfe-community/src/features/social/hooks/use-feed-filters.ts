// The social page's state a person would share or bookmark: the tab, the feed's search and type filter.
import { freeText, oneOf, useUrlState } from '@portal/shared-ui/routing';
import { SOCIAL_FEED_FILTERS, type SocialFeedFilter } from '@portal/shared-api/social';

export const SOCIAL_TABS = ['feed', 'buddies', 'groups'] as const;
export type SocialTab = (typeof SOCIAL_TABS)[number];

const FEED_PARAMS = {
  tab: oneOf(SOCIAL_TABS, 'feed'),
  q: freeText(),
  type: oneOf(
    SOCIAL_FEED_FILTERS.map((filter) => filter.value),
    'all',
  ),
};

export function useFeedFilters() {
  const { params, set } = useUrlState(FEED_PARAMS);
  return {
    ...params,
    setTab: (tab: SocialTab) => set({ tab }),
    setQuery: (q: string) => set({ q: q.trim() }, { replace: true }),
    setType: (type: SocialFeedFilter) => set({ type }, { replace: true }),
  };
}
