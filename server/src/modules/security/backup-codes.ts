// Backup codes (issue 13, docs/decisions/0021-library-picks.md#two-factor-codes): ten codes of 80 random
// bits, shown once, stored as SHA-256 hashes (their entropy makes a slow hash unnecessary), each usable once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { BACKUP_CODE_COUNT, normaliseCode } from '@portal/shared-api/contract/security';
import type { Db, Tx } from '../../platform/db/client.ts';
import { backupCodes } from './tables.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const hashCode = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

/** XXXX-XXXX-XXXX-XXXX: 16 base32 characters, 80 bits. */
function newCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => BASE32[byte & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Replaces the user's codes with ten new ones and returns them, the only time they are readable. */
export async function replaceBackupCodes(db: Db | Tx, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newCode);
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db
    .insert(backupCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code), createdAt: now })));
  return codes;
}

/** Spends a backup code: true once per code, false for a wrong or used one. */
export async function useBackupCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const wanted = Buffer.from(hashCode(code), 'hex');
  const unused = await db
    .select({ id: backupCodes.id, codeHash: backupCodes.codeHash })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  const match = unused.find((row) => timingSafeEqual(Buffer.from(row.codeHash, 'hex'), wanted));
  if (!match) return false;
  // The usedAt condition makes two racing sign-ins spend the code once.
  const spent = await db
    .update(backupCodes)
    .set({ usedAt: now })
    .where(and(eq(backupCodes.id, match.id), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return spent.length === 1;
}

export async function countUnusedBackupCodes(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: backupCodes.id })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return rows.length;
}
