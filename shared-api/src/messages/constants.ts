// The messages domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them.
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;

export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

export const MESSAGE_MAX_LENGTH = 5000;
