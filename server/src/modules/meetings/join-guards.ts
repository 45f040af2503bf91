// What stands between a guesser and a meeting (docs/product/meetings.md#join-limits): joins per person and
// meeting per minute, a lock after repeated wrong passcodes, and a passcode compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MEETING_TEXTS, type MeetingJoinPayload } from '@portal/shared-api/contract/meetings';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { hitRateLimit, readRateLimit } from '../../platform/rate-limits/rate-limits.ts';
import { normaliseCode } from './codes.ts';

/** Join attempts per person and meeting ID a minute: rejoining after a closed tab stays well inside it. */
const JOINS_PER_MINUTE = 10;
/** Wrong passcodes per person and meeting before joining it is locked, and for how long. */
const WRONG_PASSCODES_BEFORE_LOCK = 5;
const PASSCODE_LOCK_MS = 15 * 60_000;

/** The route's rate limit (@fastify/rate-limit), counted once the body names the meeting. */
export const joinRateLimit = {
  max: JOINS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    `meeting-join|${request.user?.id ?? request.ip}|${normaliseCode((request.body as MeetingJoinPayload).meetingId)}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
    statusCode: 429,
    error: 'Too Many Requests',
    message: MEETING_TEXTS.tooManyJoins(context.after),
  }),
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Hashing first gives equal-length buffers, so neither the content nor the length leaks through timing. */
export function passcodeMatches(typed: string, passcode: string): boolean {
  return timingSafeEqual(digest(typed.trim()), digest(passcode));
}

const lockKey = (userId: string, meetingRowId: string) => `meeting-passcode|${userId}|${meetingRowId}`;

function locked(ttl: number) {
  const seconds = Math.ceil(ttl / 1000);
  return httpError(429, MEETING_TEXTS.passcodeLocked(Math.ceil(seconds / 60)), {
    'retry-after': String(seconds),
  });
}

/** Refuses while this person's wrong passcodes for this meeting have reached the limit. */
export async function assertNotLocked(deps: Deps, userId: string, meetingRowId: string): Promise<void> {
  const failures = await readRateLimit(deps, lockKey(userId, meetingRowId));
  if (failures.current >= WRONG_PASSCODES_BEFORE_LOCK) throw locked(failures.ttl);
}

/** Counts a wrong passcode: the window opens at the first, so 5 within 15 minutes lock until it ends. */
export async function wrongPasscode(deps: Deps, userId: string, meetingRowId: string): Promise<never> {
  await hitRateLimit(deps, lockKey(userId, meetingRowId), PASSCODE_LOCK_MS);
  throw httpError(403, MEETING_TEXTS.wrongPasscode);
}
