// Study groups (docs/product/social.md#study-group): every group with its active member count and the
// signed-in user's membership, and creating one for one of the user's courses (the creator is its first
// member).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SOCIAL_TEXTS,
  type SocialGroup,
  type SocialGroupList,
  type SocialGroupPayload,
} from '@portal/shared-api/contract/social';
import type { Db } from '../../platform/db/client.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { studyGroupMembers, studyGroups } from './tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { plainText } from '../../core/sanitize.ts';
import { cleanTags } from './posts.ts';

const creator = alias(users, 'creator');
const LIST_LIMIT = 100;

function selectGroups(db: Db, userId: string) {
  const members = (status: 'active' | 'pending') =>
    sql<number>`(select count(*) from ${studyGroupMembers} where ${studyGroupMembers.groupId} = ${studyGroups.id}
      and ${studyGroupMembers.status} = ${status})`.mapWith(Number);
  return db
    .select({
      group: studyGroups,
      courseName: courses.title,
      creatorName: creator.username,
      memberCount: members('active'),
      pending: members('pending'),
      membership: sql<
        'active' | 'pending' | null
      >`(select ${studyGroupMembers.status} from ${studyGroupMembers}
        where ${studyGroupMembers.groupId} = ${studyGroups.id} and ${studyGroupMembers.userId} = ${userId})`,
    })
    .from(studyGroups)
    .innerJoin(creator, eq(creator.id, studyGroups.createdById))
    .leftJoin(courses, eq(courses.id, studyGroups.courseId));
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

function toGroup(row: GroupRow, userId: string): SocialGroup {
  const { group } = row;
  const isCreator = group.createdById === userId;
  return {
    Id: group.id,
    Username: group.name,
    Description: group.description,
    CourseId: group.courseId,
    CourseName: row.courseName,
    MemberCount: row.memberCount,
    MaxMembers: group.maxMembers,
    Privacy: group.privacy,
    CreatedBy: { Id: group.createdById, Username: row.creatorName },
    CreatedAt: group.createdAt.toISOString(),
    Tags: group.tags,
    IsJoined: row.membership === 'active',
    Membership: row.membership ?? null,
    RecentActivity: group.lastActivityAt?.toISOString() ?? null,
    isCreator,
    PendingRequests: isCreator ? row.pending : 0,
  };
}

/** Every group, the most recently active first, with the user's courses for a new group. */
export async function listGroups(deps: Deps, userId: string): Promise<SocialGroupList> {
  const [rows, mine] = await Promise.all([
    selectGroups(deps.db, userId)
      .orderBy(sql`${studyGroups.lastActivityAt} desc nulls last`, desc(studyGroups.createdAt))
      .limit(LIST_LIMIT),
    deps.db
      .select({ Id: courses.id, Title: courses.title })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(asc(courses.title)),
  ]);
  return { groups: rows.map((row) => toGroup(row, userId)), courses: mine };
}

/** One group as the user sees it; a malformed or unknown id is a 404. */
export async function getGroup(db: Db, userId: string, groupId: string): Promise<SocialGroup> {
  const [row] = isUuid(groupId)
    ? await selectGroups(db, userId).where(eq(studyGroups.id, groupId)).limit(1)
    : [];
  if (!row) throw httpError(404, SOCIAL_TEXTS.groupNotFound);
  return toGroup(row, userId);
}

export async function createGroup(
  deps: Deps,
  userId: string,
  payload: SocialGroupPayload,
): Promise<SocialGroup> {
  const { db } = deps;
  const [enrolled] = isUuid(payload.CourseId)
    ? await db
        .select({ courseId: enrollments.courseId })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, payload.CourseId)))
        .limit(1)
    : [];
  if (!enrolled) throw httpError(400, SOCIAL_TEXTS.notYourCourse);
  const name = plainText(payload.Username);
  if (!name) throw httpError(400, SOCIAL_TEXTS.groupNameRequired);
  const now = deps.clock.now();
  const id = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(studyGroups)
      .values({
        name,
        description: plainText(payload.Description ?? ''),
        courseId: enrolled.courseId,
        maxMembers: payload.MaxMembers,
        privacy: payload.Privacy,
        tags: cleanTags(payload.Tags),
        createdById: userId,
        createdAt: now,
        lastActivityAt: now,
      })
      .returning({ id: studyGroups.id });
    if (!group) throw new Error('study group insert returned nothing');
    await tx.insert(studyGroupMembers).values({ groupId: group.id, userId, status: 'active', joinedAt: now });
    return group.id;
  });
  return getGroup(db, userId, id);
}
