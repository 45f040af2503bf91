// `/…/user/{userId}` of a learner's own figures (analytics, goals, achievements): only the caller. Anyone
// else's userId is a 404, as if there were nothing there.
import { httpError } from '../../core/errors.ts';
import type { Caller } from './player-access.ts';

export function ownUserId(caller: Caller, userId: string): string {
  if (userId !== caller.id) throw httpError(404, 'Not found');
  return caller.id;
}
