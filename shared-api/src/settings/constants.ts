// The settings domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const THEMES = ['light', 'dark', 'system'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
