// The notifications domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so the browser never loads the schemas.

export const NOTIFICATION_TYPES = [
  'course',
  'message',
  'warning',
  'error',
  'success',
  'system',
  'info',
] as const;
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
