// The posts domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const POSTS_MAX_PAGE_SIZE = 50;
export const POSTS_SEARCH_MAX_LENGTH = 100;
/** A public search counts and pages through its first matches only (docs/product/portal.md#abuse-limits). */
export const POSTS_SEARCH_MAX_RESULTS = 1000;

export const POST_TITLE_MAX_LENGTH = 150;
/** Sanitised HTML, counted in characters as sent. */
export const POST_CONTENT_MAX_LENGTH = 100_000;
export const POST_COMMENT_MAX_LENGTH = 2000;
export const POST_REVIEW_MAX_LENGTH = 1000;
export const POST_RATING_MIN = 1;
export const POST_RATING_MAX = 5;

export const OPINION_TYPES = ['VIEW', 'LIKE', 'DISLIKE'] as const;
/** The opinions a reader holds at most one of (a like or a dislike); views are only counted. */
export const VOTE_TYPES = ['LIKE', 'DISLIKE'] as const;
