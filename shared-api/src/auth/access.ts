// Who may open a route or call an endpoint (docs/product/portal.md#access-levels): one rule for the server's
// route config and the shell's route guard. Instructors' tools admit administrators too.
import type { UserRole } from './roles.ts';

export type Access = 'public' | 'user' | 'instructor' | 'admin';

export function canAccess(access: Access, role: UserRole | null | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'user') return true;
  if (access === 'instructor') return role === 'instructor' || role === 'administrator';
  return role === 'administrator';
}

/** The `error` of a 403 that asks for the password again (docs/product/auth.md#re-authentication). */
export const REAUTHENTICATION_REQUIRED = 'Reauthentication Required';
