// The reviews domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_ENTITY_TYPES = ['course', 'instructor', 'content'] as const;
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export const REVIEW_REASON_MAX = 500;
/** My Reviews fetches 50; the course picker 100 (docs/product/reviews.md#review-figures). */
export const REVIEW_PAGE_SIZE = 50;
export const REVIEW_PICKER_SIZE = 100;
