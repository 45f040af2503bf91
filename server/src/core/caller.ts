// Who is asking. Signed-in routes hand `request.caller` (set by the auth plugin) to services; public routes
// read the optional `request.user`. A service takes the smallest shape it needs: usually `Caller`.
import { canAccess } from '@portal/shared-api/contract/auth';
import type { UserRole } from '@portal/shared-api/contract/auth';
import { httpError } from './errors.ts';
import { isUuid } from './ids.ts';

export type Caller = { id: string; role: UserRole };

/** The signed-in user a session carries. */
export type SignedInUser = Caller & {
  slug: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string;
};

const notFound = () => httpError(404, 'Not found');

/**
 * The user a `/…/user/{userId}` path (or a body's `userId`) names, when only that user may use it: absent or
 * the caller's own id is the caller; anyone else's id is answered like a missing object, so ids cannot be
 * probed. `missing` is the domain's own 404.
 */
export function ownUserId(
  caller: Caller,
  userId: string | undefined,
  missing: () => Error = notFound,
): string {
  if (userId === undefined || userId === caller.id) return caller.id;
  throw missing();
}

/** Like `ownUserId`, for paths that name the user by slug (`/users/{slug}`). */
export function ownUserSlug(caller: SignedInUser, slug: string, missing: () => Error = notFound): string {
  if (slug !== caller.slug) throw missing();
  return caller.id;
}

/** Like `ownUserId`, but an administrator may name anyone. */
export function readableUserId(
  caller: Caller,
  userId: string | undefined,
  missing: () => Error = notFound,
): string {
  if (userId !== undefined && userId !== caller.id && canAccess('admin', caller.role) && isUuid(userId))
    return userId;
  return ownUserId(caller, userId, missing);
}
