// Idempotency-Key for requests that create orders or charge money: the same key replays the first answer
// (status and body), the same key with another request is a 422, and a repeat while the first is still
// running is a 409. Keys are per user and kept 24 hours. Errors a person caused (4xx) are replayed too;
// a server failure frees the key so the client can retry.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { CHECKOUT_TEXTS } from '@portal/shared-api/contract/checkout';
import type { Deps } from '../../core/deps.ts';
import { idempotencyKeys } from './tables.ts';
import { HttpError, httpError } from '../../core/errors.ts';

const KEEP_MS = 24 * 3_600_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type IdempotentRequest = {
  userId: string;
  key: string | string[] | undefined;
  method: string;
  /** The request's path with its ids: one key cannot be replayed on another order. */
  path: string;
  body: unknown;
};

export type IdempotentAnswer<T> = { statusCode: number; body: T; replayed: boolean };

/** JSON with sorted keys, so one request hashes the same whatever its field order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function requireKey(key: IdempotentRequest['key']): string {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw httpError(400, CHECKOUT_TEXTS.idempotencyRequired);
  return key;
}

export async function withIdempotency<T>(
  deps: Deps,
  request: IdempotentRequest,
  run: () => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const { db } = deps;
  const key = requireKey(request.key);
  const now = deps.clock.now();
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.path}\n${canonical(request.body)}`)
    .digest('hex');
  const mine = and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key));
  await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.expiresAt, now)));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      userId: request.userId,
      key,
      method: request.method,
      path: request.path,
      requestHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + KEEP_MS),
    })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(mine).limit(1);
    if (!first) throw httpError(409, CHECKOUT_TEXTS.idempotencyInFlight);
    if (first.requestHash !== requestHash) throw httpError(422, CHECKOUT_TEXTS.idempotencyMismatch);
    if (first.statusCode === null) throw httpError(409, CHECKOUT_TEXTS.idempotencyInFlight);
    if (first.statusCode >= 400) {
      const error = first.responseBody as { message?: string } | null;
      throw httpError(first.statusCode, error?.message ?? 'Request failed');
    }
    return { statusCode: first.statusCode, body: first.responseBody as T, replayed: true };
  }
  const id = claimed[0]!.id;
  const store = (statusCode: number, body: unknown) =>
    db.update(idempotencyKeys).set({ statusCode, responseBody: body }).where(eq(idempotencyKeys.id, id));
  try {
    const answer = await run();
    await store(answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await store(error.statusCode, { statusCode: error.statusCode, message: error.message });
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    }
    throw error;
  }
}
