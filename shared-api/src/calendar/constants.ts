// The calendar domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const CALENDAR_ITEM_KINDS = ['meeting', 'goal', 'course'] as const;
