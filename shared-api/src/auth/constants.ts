// The cookies the browser and the server both name (docs/product/deployment.md#cookies). A production site
// prefixes them `__Host-` (Secure, this origin only, whole site); the plain demo keeps the plain names.

/** The readable CSRF cookie whose value goes back as `X-CSRF-Token`: the production name first. */
export const CSRF_COOKIE_NAMES = { secure: '__Host-csrf_token', plain: 'csrf_token' } as const;
