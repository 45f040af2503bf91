// The social area's data: feed posts, follows, study groups with their members, and contact cards.
import type { Db } from '../../platform/db/client.ts';
import { contactProfiles } from '../contacts/tables.ts';
import { follows, socialPosts, studyGroupMembers, studyGroups } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Person = { id: string };

/** A tip by the author, now, unless told otherwise. */
export async function createSocialPost(
  db: Db,
  author: Person,
  overrides: Partial<Omit<typeof socialPosts.$inferInsert, 'id' | 'authorId'>> = {},
): Promise<typeof socialPosts.$inferSelect> {
  const n = nextNumber();
  const [row] = await db
    .insert(socialPosts)
    .values({ type: 'tip', content: `Study tip ${n}`, ...overrides, authorId: author.id })
    .returning();
  return row!;
}

export async function createFollow(db: Db, follower: Person, followee: Person): Promise<void> {
  await db.insert(follows).values({ followerId: follower.id, followeeId: followee.id });
}

export type GroupInput = Partial<Omit<typeof studyGroups.$inferInsert, 'id' | 'createdById'>> & {
  /** Active members; the creator is not added unless listed. */
  members?: Person[];
  pending?: Person[];
};

/** A public group of 20 seats created by `creator`, with the members given. */
export async function createStudyGroup(
  db: Db,
  creator: Person,
  input: GroupInput = {},
): Promise<typeof studyGroups.$inferSelect> {
  const n = nextNumber();
  const { members = [], pending = [], ...fields } = input;
  const [group] = await db
    .insert(studyGroups)
    .values({ name: `Study group ${n}`, ...fields, createdById: creator.id })
    .returning();
  const rows = [
    ...members.map((member) => ({ groupId: group!.id, userId: member.id, status: 'active' as const })),
    ...pending.map((member) => ({ groupId: group!.id, userId: member.id, status: 'pending' as const })),
  ];
  if (rows.length > 0) await db.insert(studyGroupMembers).values(rows);
  return group!;
}

/** The person's contact card with their last activity. */
export async function setLastActive(db: Db, person: Person, lastActiveAt: Date): Promise<void> {
  await db
    .insert(contactProfiles)
    .values({ userId: person.id, lastActiveAt })
    .onConflictDoUpdate({ target: contactProfiles.userId, set: { lastActiveAt } });
}
