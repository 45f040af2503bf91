// Users that can sign in: a real argon2 hash of a known password, unique slug, username and email.
import { hash } from '@node-rs/argon2';
import type { Db } from '../../platform/db/client.ts';
import { users } from './tables.ts';
import { ARGON2ID } from './passwords.ts';
import { nextNumber } from '../../testing/sequence.ts';

type UserInsert = typeof users.$inferInsert;
export type UserOverrides = Partial<Omit<UserInsert, 'id' | 'passwordHash'>> & { password?: string };
export type TestUser = typeof users.$inferSelect & { password: string };

export const DEFAULT_PASSWORD = 'Factory#Pass2026';

// Argon2 is slow on purpose: 19 MiB and two passes, 30 to 60 ms a sign-in, and the suite signs in about a
// thousand times. A hash carries its own parameters, so test users get a light one (1 MiB, one pass) that
// the same `verifyPassword` checks; accounts made through the API keep the real cost (auth.test.ts checks it).
// One hash per distinct password is enough for a test process.
const LIGHT = { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hash(password, LIGHT));
  return hashes.get(password)!;
}

/** A user with the role `user` unless told otherwise; `password` is the plain text to sign in with. */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const n = nextNumber();
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const username = fields.username ?? `learner${n}`;
  const [row] = await db
    .insert(users)
    .values({
      slug: username,
      username,
      email: `${username}@example.test`,
      firstname: 'Test',
      lastname: `Person ${n}`,
      role: 'user',
      ...fields,
      passwordHash: await hashOf(password),
    })
    .returning();
  return { ...row!, password };
}
