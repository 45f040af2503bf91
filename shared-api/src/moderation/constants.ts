// The moderation domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const WARNING_MAX = 1000;

export const REPORT_TARGET_KINDS = ['lesson', 'course', 'post', 'social-post', 'social-comment'] as const;
/** The queue's filter: open (open or reviewing) or closed (resolved or dismissed). */
export const REPORT_FILTERS = ['open', 'closed'] as const;
export const FEEDBACK_FILTERS = ['open', 'handled'] as const;
export const MODERATION_ACTION_TYPES = [
  'approve_review',
  'reject_review',
  'dismiss_report',
  'hide_content',
  'warn_author',
  'handle_feedback',
] as const;

export const MODERATION_PAGE_SIZE = 20;
export const MODERATION_NOTE_MAX = 1000;
/** A target's title or excerpt is cut to this many characters of plain text. */
export const TARGET_EXCERPT_MAX = 200;
