// The course-history domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const HISTORY_ACTIONS = ['started', 'completed', 'paused', 'resumed', 'viewed'] as const;
export const HISTORY_TIMEFRAMES = ['week', 'month', 'year', 'all'] as const;
export const HISTORY_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
