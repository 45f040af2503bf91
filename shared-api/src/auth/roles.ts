// Who a user is to the portal (docs/product/portal.md#roles): the roles, their labels, the name shown. No
// form rules here, so the shell's first load and the server read it without yup.
export const USER_ROLES = ['administrator', 'instructor', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The role label shown under the user's name; `user` is shown as student
 * (docs/product/portal.md#role-label-and-display-name).
 */
export const ROLE_LABELS: Record<UserRole, string> = {
  administrator: 'administrator',
  instructor: 'instructor',
  user: 'student',
};

/** First and last name, else the username (docs/product/portal.md#role-label-and-display-name). */
export function displayName(user: {
  Firstname: string | null;
  Lastname: string | null;
  Username: string;
}): string {
  const full = [user.Firstname, user.Lastname]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return full || user.Username;
}
