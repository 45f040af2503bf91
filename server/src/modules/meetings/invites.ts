// Inviting people to a meeting (issue 14): the host picks from their contacts (people they share a course or
// a study group with). Each invitee sees the meeting in their list and gets a notification; their reminder
// follows (reminders.ts).
import { eq, inArray } from 'drizzle-orm';
import type { Meeting } from '@portal/shared-api/contract/meetings';
import { meetingParticipants } from './tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { fileNotification } from '../notifications/index.ts';
import { findVisible, toMeetings } from './reads.ts';
import { assertReachable } from '../messages/index.ts';
import { MEETING_TEXTS } from '@portal/shared-api/contract/meetings';
import { displayNameOf } from '../people/index.ts';

export async function inviteToMeeting(
  deps: Deps,
  hostId: string,
  id: string,
  userIds: string[],
): Promise<Meeting> {
  const row = await findVisible(deps.db, hostId, id);
  if (row.hostId !== hostId) throw httpError(403, MEETING_TEXTS.hostOnly);
  const invitees = userIds.filter((userId) => userId !== hostId);
  if (invitees.length === 0) throw httpError(400, 'Pick at least one person to invite.');
  await assertReachable(deps, hostId, invitees);
  const now = deps.clock.now();
  const people = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(users)
    .where(inArray(users.id, invitees));
  const added = await deps.db
    .insert(meetingParticipants)
    .values(
      people.map((person) => ({
        meetingId: row.id,
        userId: person.id,
        name: displayNameOf(person),
        email: person.email,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: meetingParticipants.userId });
  const [host] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, hostId));
  for (const { userId } of added)
    await fileNotification(
      deps.db,
      {
        slug: `meeting-invite-${row.id}-${userId}`,
        userId: userId!,
        title: `Meeting invitation: ${row.title}`,
        message: `${host?.username ?? 'Someone'} invited you to “${row.title}” on ${row.startTime.toUTCString()}.`,
        type: 'info',
        priority: 'medium',
        actionUrl: `/user/meetings/${row.id}`,
        category: 'reminders',
      },
      now,
    );
  const [meeting] = await toMeetings(deps, [row], hostId);
  return meeting!;
}
