// The meetings domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const MEETING_TYPES = ['one-on-one', 'group', 'webinar', 'course-session'] as const;

export const MEETING_STATUSES = ['scheduled', 'running', 'finished', 'stopped'] as const;

export const MEETING_SCOPES = ['upcoming', 'past'] as const;
