// Joining and leaving study groups (docs/product/social.md#joining-groups): only active members take a seat,
// and the seats are counted with the group's row locked (SELECT … FOR UPDATE in one transaction), so joins at
// the same moment never overfill a group. A private group's joiner waits as 'pending' until its creator
// approves (taking a seat then) or declines.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  SOCIAL_TEXTS,
  type SocialGroup,
  type SocialGroupRequestList,
} from '@portal/shared-api/contract/social';
import type { Tx } from '../../platform/db/client.ts';
import { studyGroupMembers, studyGroups } from './tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { getGroup } from './groups.ts';
import { peopleById } from './people.ts';

type LockedGroup = { id: string; maxMembers: number; privacy: 'public' | 'private'; createdById: string };

/** The group's row, locked until the transaction ends: seat counts read after this cannot go stale. */
async function lockGroup(tx: Tx, groupId: string): Promise<LockedGroup> {
  const [group] = isUuid(groupId)
    ? await tx
        .select({
          id: studyGroups.id,
          maxMembers: studyGroups.maxMembers,
          privacy: studyGroups.privacy,
          createdById: studyGroups.createdById,
        })
        .from(studyGroups)
        .where(eq(studyGroups.id, groupId))
        .for('update')
    : [];
  if (!group) throw httpError(404, SOCIAL_TEXTS.groupNotFound);
  return group;
}

async function seatsTaken(tx: Tx, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.status, 'active')));
  return row?.n ?? 0;
}

async function membershipOf(tx: Tx, groupId: string, userId: string) {
  const [row] = await tx
    .select({ status: studyGroupMembers.status })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
  return row?.status ?? null;
}

/** Join a public group, or ask to join a private one; joining twice changes nothing. Full: 409. */
export async function joinGroup(deps: Deps, userId: string, groupId: string): Promise<SocialGroup> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (await membershipOf(tx, group.id, userId)) return;
    if ((await seatsTaken(tx, group.id)) >= group.maxMembers) throw httpError(409, SOCIAL_TEXTS.groupFull);
    const status = group.privacy === 'private' && group.createdById !== userId ? 'pending' : 'active';
    await tx.insert(studyGroupMembers).values({ groupId: group.id, userId, status, joinedAt: now });
    if (status === 'active') {
      await tx.update(studyGroups).set({ lastActivityAt: now }).where(eq(studyGroups.id, group.id));
    }
  });
  return getGroup(deps.db, userId, groupId);
}

/** Leave a group, or withdraw a pending request. The creator stays (someone must answer requests). */
export async function leaveGroup(deps: Deps, userId: string, groupId: string): Promise<SocialGroup> {
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (group.createdById === userId) throw httpError(409, SOCIAL_TEXTS.creatorCannotLeave);
    await tx
      .delete(studyGroupMembers)
      .where(and(eq(studyGroupMembers.groupId, group.id), eq(studyGroupMembers.userId, userId)));
  });
  return getGroup(deps.db, userId, groupId);
}

export async function listRequests(
  deps: Deps,
  userId: string,
  groupId: string,
): Promise<SocialGroupRequestList> {
  const [group] = isUuid(groupId)
    ? await deps.db
        .select({ createdById: studyGroups.createdById })
        .from(studyGroups)
        .where(eq(studyGroups.id, groupId))
    : [];
  if (!group) throw httpError(404, SOCIAL_TEXTS.groupNotFound);
  if (group.createdById !== userId) throw httpError(403, SOCIAL_TEXTS.groupCreatorOnly);
  const rows = await deps.db
    .select({ userId: studyGroupMembers.userId, requestedAt: studyGroupMembers.joinedAt })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.status, 'pending')))
    .orderBy(asc(studyGroupMembers.joinedAt));
  const people = await peopleById(
    deps.db,
    rows.map((row) => row.userId),
  );
  return {
    requests: rows.flatMap((row) => {
      const person = people.get(row.userId);
      return person
        ? [
            {
              UserId: row.userId,
              Username: person.Username,
              Firstname: person.Firstname,
              Lastname: person.Lastname,
              Avatar: person.Avatar,
              RequestedAt: row.requestedAt.toISOString(),
            },
          ]
        : [];
    }),
  };
}

/** The creator approves (a seat is taken: 409 when full) or declines a pending request. */
export async function answerRequest(
  deps: Deps,
  userId: string,
  groupId: string,
  memberId: string,
  approve: boolean,
): Promise<SocialGroup> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    // Everyone sees every group, so a non-creator is refused (403) rather than told it does not exist.
    if (group.createdById !== userId) throw httpError(403, SOCIAL_TEXTS.groupCreatorOnly);
    const status = isUuid(memberId) ? await membershipOf(tx, group.id, memberId) : null;
    if (status !== 'pending') throw httpError(404, SOCIAL_TEXTS.requestNotFound);
    const member = and(eq(studyGroupMembers.groupId, group.id), eq(studyGroupMembers.userId, memberId));
    if (!approve) {
      await tx.delete(studyGroupMembers).where(member);
      return;
    }
    if ((await seatsTaken(tx, group.id)) >= group.maxMembers) throw httpError(409, SOCIAL_TEXTS.groupFull);
    await tx.update(studyGroupMembers).set({ status: 'active', joinedAt: now }).where(member);
    await tx.update(studyGroups).set({ lastActivityAt: now }).where(eq(studyGroups.id, group.id));
  });
  return getGroup(deps.db, userId, groupId);
}
