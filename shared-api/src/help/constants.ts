// The help domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const FEEDBACK_SUBJECT_MAX = 200;
export const FEEDBACK_MESSAGE_MAX = 5000;

export const FEEDBACK_TYPES = ['general', 'feature', 'bug', 'compliment'] as const;
export const BUG_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
