// Registration and password sign-in. An unknown account and a wrong password take the same time and give
// the same answer, so the login form cannot be used to find out who has an account.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUTH_TEXTS, type RegisterPayload } from '@portal/shared-api/contract/auth';
import type { Deps } from '../../core/deps.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { slugify } from '../../core/slug.ts';
import { hashPassword, verifyPassword } from '../users/index.ts';
import { isCommonPassword } from '../users/index.ts';
import { SECURITY_TEXTS } from '@portal/shared-api/contract/security';

let dummyHash: Promise<string> | null = null;

export async function authenticate(deps: Deps, email: string, password: string): Promise<string> {
  const { db } = deps;
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    throw httpError(401, AUTH_TEXTS.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password)))
    throw httpError(401, AUTH_TEXTS.invalidCredentials);
  return user.id;
}

export async function register(deps: Deps, payload: RegisterPayload): Promise<string> {
  const { db } = deps;
  const email = payload.email.trim().toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw httpError(409, AUTH_TEXTS.emailTaken);
  if (isCommonPassword(payload.password)) throw httpError(400, SECURITY_TEXTS.common);
  const base = slugify(`${payload.firstname} ${payload.lastname}`, 40) || 'learner';
  const suffix = randomBytes(3).toString('hex');
  const username = `${slugify(payload.firstname, 40).replace(/-/g, '') || 'learner'}${suffix}`;
  const passwordHash = await hashPassword(payload.password);
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstname: payload.firstname.trim(),
      lastname: payload.lastname.trim(),
      username,
      slug: `${base}-${suffix}`,
      role: 'user',
      passwordChangedAt: deps.clock.now(),
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  return created.id;
}
