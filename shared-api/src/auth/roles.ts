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

/**
 * The one way a person's name is shown (docs/product/portal.md#role-label-and-display-name): first and last
 * name, else the username, else nothing (a caller with no username to offer decides what to show instead).
 */
export function displayName(person: {
  Firstname?: string | null;
  Lastname?: string | null;
  Username?: string | null;
}): string {
  const full = [person.Firstname, person.Lastname]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return full || person.Username || '';
}
