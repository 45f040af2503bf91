// Who the caller may write to (issue 14 "New Message"): the people they share a course or a study group with.
import type { Recipient } from '@portal/shared-api/contract/messages';
import { MESSAGE_TEXTS } from '@portal/shared-api/contract/messages';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { courseRelations, groupMates } from '../contacts/index.ts';
import { displayNameOf, peopleByIds, toParticipant } from '../people/index.ts';

const ROLE_WORDS = {
  instructor: 'Instructor',
  ta: 'Teaching Assistant',
  mentor: 'Mentor',
  student: 'Classmate',
};

/** Each reachable person with the first relation that explains why. */
async function reachable(deps: Deps, userId: string): Promise<Map<string, string>> {
  const [relations, mates] = await Promise.all([
    courseRelations(deps.db, userId),
    groupMates(deps.db, userId),
  ]);
  const why = new Map<string, string>();
  // Teaching roles first: "Instructor · React" says more than "Classmate · React".
  const order = ['instructor', 'ta', 'mentor', 'student'];
  for (const row of relations.sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role)))
    if (!why.has(row.userId)) why.set(row.userId, `${ROLE_WORDS[row.role]} · ${row.courseTitle}`);
  for (const id of mates) if (!why.has(id)) why.set(id, 'Study group member');
  return why;
}

export async function listRecipients(deps: Deps, userId: string, search = ''): Promise<Recipient[]> {
  const why = await reachable(deps, userId);
  const people = await peopleByIds(deps.db, [...why.keys()]);
  const needle = search.trim().toLowerCase();
  const now = deps.clock.now();
  return [...people.values()]
    .filter((row) => !needle || `${displayNameOf(row)} ${row.username}`.toLowerCase().includes(needle))
    .sort((a, b) => displayNameOf(a).localeCompare(displayNameOf(b)))
    .map((row) => ({ ...toParticipant(row, now), Relation: why.get(row.id)! }));
}

/** Refuses anyone the caller is not connected with (a 400 that says who can be messaged). */
export async function assertReachable(deps: Deps, userId: string, ids: string[]): Promise<void> {
  const why = await reachable(deps, userId);
  if (ids.some((id) => !why.has(id))) throw httpError(400, MESSAGE_TEXTS.notReachable);
}
