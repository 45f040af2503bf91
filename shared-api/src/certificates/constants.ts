// The certificates domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

export const CERTIFICATE_STATUSES = ['issued', 'pending', 'expired'] as const;

export const CERTIFICATE_SHARE_PLATFORMS = ['LinkedIn', 'Email'] as const;

/** What the public verify page can say about a code. */
export const VERIFY_RESULTS = ['valid', 'expired', 'unknown'] as const;
