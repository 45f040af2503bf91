// Identity: the demo accounts with their avatars and security settings. Every later domain receives the
// people this returns.
import { eq } from 'drizzle-orm';
import { hashPassword } from './passwords.ts';
import { securitySettings } from '../security/tables.ts';
import { users } from './tables.ts';
import type { SeedContext } from '../../seed/context.ts';
import { storeMedia } from '../../seed/media.ts';
import { avatarSvg } from '../../seed/svg.ts';
import { daysAgo } from '../../seed/time.ts';
import { seedSessions } from './seed-sessions.ts';
import { PEOPLE, type PasswordKind } from '../../seed/people.ts';
import { type People } from '../../seed/context.ts';

export type Passwords = Record<PasswordKind, string>;

/** Hashes the demo passwords; slow on purpose, so the caller does it outside the seed transaction. */
export async function hashDemoPasswords(): Promise<Passwords> {
  const [student, instructor, admin, peer] = await Promise.all([
    hashPassword('Student#2026'),
    hashPassword('Instructor#2026'),
    hashPassword('Admin#2026'),
    // Other community members cannot sign in with a known password.
    hashPassword(crypto.randomUUID()),
  ]);
  return { student: student!, instructor: instructor!, admin: admin!, peer: peer! };
}

export async function seedIdentity(
  ctx: SeedContext,
  { passwords }: { passwords: Passwords },
): Promise<People> {
  const people = {} as People;
  for (const [index, p] of PEOPLE.entries()) {
    const [row] = await ctx.tx
      .insert(users)
      .values({
        slug: p.username,
        email: p.email,
        passwordHash: passwords[p.password],
        firstname: p.firstname,
        lastname: p.lastname,
        username: p.username,
        phone: p.phone,
        country: p.country,
        civility: p.civility,
        sex: p.sex,
        about: p.about,
        profil: p.profil,
        role: p.role,
        passwordChangedAt: daysAgo(ctx.now, 40 + index),
        createdAt: daysAgo(ctx.now, 200 - index * 10),
      })
      .returning({ id: users.id });
    const id = row!.id;
    people[p.key] = {
      key: p.key,
      id,
      slug: p.username,
      email: p.email,
      name: `${p.firstname} ${p.lastname}`,
    };
    const photo = await storeMedia(ctx, {
      ownerId: id,
      fileName: `${p.username}.svg`,
      mime: 'image/svg+xml',
      subDir: 'avatars',
      visibility: 'public',
      content: avatarSvg(`${p.firstname[0]}${p.lastname[0]}`, index),
      key: p.username,
    });
    await ctx.tx.update(users).set({ photoMediaId: photo }).where(eq(users.id, id));
  }
  await ctx.tx.insert(securitySettings).values([
    { userId: people.student.id, twoFactorEnabled: false, recoveryEmail: 'alex.morgan@example.com' },
    { userId: people.student2.id, loginAlerts: false },
  ]);
  await seedSessions(ctx, people);
  return people;
}
