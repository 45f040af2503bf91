// The social domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

/** The feed's type filter, in the product's order and words (docs/product/social.md#community-feed-tab). */
export const SOCIAL_FEED_FILTERS = [
  { value: 'all', label: 'All Posts' },
  { value: 'achievement', label: 'Achievements' },
  { value: 'question', label: 'Questions' },
  { value: 'tip', label: 'Tips' },
  { value: 'progress', label: 'Progress' },
] as const;

export const BUDDY_STATUSES = ['online', 'studying', 'offline'] as const;

export const GROUP_PRIVACIES = ['public', 'private'] as const;
export const GROUP_MEMBERSHIPS = ['active', 'pending'] as const;
export const SOCIAL_SEARCH_MAX_LENGTH = 100;
export const SOCIAL_FEED_PAGE_SIZE = 10;
export const SOCIAL_FEED_MAX_PAGE_SIZE = 50;
export const GROUP_NAME_MAX_LENGTH = 80;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;
