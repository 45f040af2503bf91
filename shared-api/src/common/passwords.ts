// The one password rule (docs/product/account.md#password-rules): every form that sets a password (profile,
// account, security, registration) and the server check the same minimum with the same message.
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long`;
