// The social page's state a person would share or bookmark: the tab, the feed's search and type filter.
import { useSearchParamChanges } from '@portal/shared-ui/router';
import { SOCIAL_FEED_FILTERS, type SocialFeedFilter } from '@portal/shared-api/social';

export const SOCIAL_TABS = ['feed', 'buddies', 'groups'] as const;
export type SocialTab = (typeof SOCIAL_TABS)[number];

const isTab = (value: string | null): value is SocialTab => SOCIAL_TABS.includes(value as SocialTab);
const isFilter = (value: string | null): value is SocialFeedFilter =>
  SOCIAL_FEED_FILTERS.some((filter) => filter.value === value);

export function useFeedFilters() {
  const [params, change] = useSearchParamChanges();
  const tab = params.get('tab');
  const type = params.get('type');
  return {
    tab: isTab(tab) ? tab : 'feed',
    q: params.get('q') ?? '',
    type: isFilter(type) ? type : 'all',
    setTab: (next: SocialTab) => change({ tab: next === 'feed' ? undefined : next }),
    setQuery: (q: string) => change({ q: q.trim() }, { replace: true }),
    setType: (next: SocialFeedFilter) =>
      change({ type: next === 'all' ? undefined : next }, { replace: true }),
  };
}
