// The abuse limits (docs/product/portal.md#abuse-limits) in one place: how often one person or one address may
// do something costly, and the route option that holds them to it. The app's config carries them
// (`config.limits`), so a test lowers one instead of sending hundreds of requests.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { hitRateLimit } from './rate-limits.ts';

/** At most `max` times in `minutes`. */
export type LimitWindow = { max: number; minutes: number };

export type Limits = {
  /** Live streams one person holds open, on every API process together; a new one closes the oldest. */
  liveStreamsPerUser: number;
  /** Public post searches per person, or address when signed out (a leading-% ILIKE over every post body). */
  postSearch: LimitWindow;
  /** Recovery-email confirmation links per person (each sends an email to an address they choose). */
  recoveryEmail: LimitWindow;
  feedback: LimitWindow;
  /** Coupons applied per person: codes cannot be guessed one after another. */
  coupons: LimitWindow;
  /** Password confirmations per person (change, two-factor off, new backup codes): no guessing there. */
  passwordConfirms: LimitWindow;
  /** Content reports per person (player, posts, social). */
  reports: LimitWindow;
  /** Data exports (the ZIP of everything) per person: never two back to back. */
  dataExports: LimitWindow;
  /** Notes and history export files per person (PDFs of up to 50,000 rows). */
  fileExports: LimitWindow;
};

export const DEFAULT_LIMITS: Limits = {
  liveStreamsPerUser: 5,
  postSearch: { max: 30, minutes: 1 },
  recoveryEmail: { max: 5, minutes: 60 },
  feedback: { max: 10, minutes: 60 },
  coupons: { max: 30, minutes: 60 },
  passwordConfirms: { max: 10, minutes: 15 },
  reports: { max: 5, minutes: 60 },
  dataExports: { max: 1, minutes: 10 },
  fileExports: { max: 20, minutes: 10 },
};

type Windowed = Exclude<keyof Limits, 'liveStreamsPerUser'>;

const times = (max: number) => (max === 1 ? 'once' : `${max} times`);
const per = (minutes: number) =>
  minutes === 1 ? 'a minute' : minutes === 60 ? 'an hour' : `in ${minutes} minutes`;

/** What a refusal says: what is limited, then when to try again. */
const WHAT: Record<Windowed, (window: LimitWindow) => string> = {
  postSearch: (w) => `You can search posts ${times(w.max)} ${per(w.minutes)}.`,
  recoveryEmail: (w) => `You can send a recovery-email link ${times(w.max)} ${per(w.minutes)}.`,
  feedback: (w) => `You can send feedback ${times(w.max)} ${per(w.minutes)}.`,
  coupons: (w) => `You can try coupons ${times(w.max)} ${per(w.minutes)}.`,
  passwordConfirms: (w) => `You can confirm with your password ${times(w.max)} ${per(w.minutes)}.`,
  reports: (w) => `You can send ${w.max} reports ${per(w.minutes)}.`,
  dataExports: (w) => `You can prepare a data export ${times(w.max)} ${per(w.minutes)}.`,
  fileExports: (w) => `You can download exports ${times(w.max)} ${per(w.minutes)}.`,
};

/** "45 seconds", "1 minute", "12 minutes": when a window that ends in `ms` reopens, rounded up. */
function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The sentence a 429 of this limit answers, its window reopening in `ttl` ms. */
export function tooMany(limits: Limits, name: Windowed, ttl: number): string {
  return `${WHAT[name](limits[name])} Please try again in ${inWords(ttl)}.`;
}

/**
 * The route option (`config.rateLimit`) of a limit, counted per signed-in person, or per address for a
 * signed-out caller of a public route (a school behind one address is many people), in the shared store
 * (./rate-limits.ts); answered 429 with Retry-After. Routes that share a limit (the password confirmations)
 * share one count: the limit's name is the group.
 */
export function rateLimitOf(limits: Limits, name: Windowed): RateLimitOptions {
  return {
    groupId: name,
    max: limits[name].max,
    timeWindow: limits[name].minutes * 60_000,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    errorResponseBuilder: (_request, context) => httpError(429, tooMany(limits, name, context.ttl)),
  };
}

/**
 * Spends one of a person's tries of a limit from a service, for a try the route cannot see before the body
 * (a coupon code sent with a plan's checkout): the same count as the route option of that name, whose store
 * key is the group, then the caller's key with the group appended (@fastify/rate-limit's doing).
 */
export async function spendLimit(deps: Deps, name: Windowed, userId: string): Promise<void> {
  const { limits } = deps.config;
  const hit = await hitRateLimit(deps, `${name}|${userId}${name}`, limits[name].minutes * 60_000);
  if (hit.current > limits[name].max)
    throw httpError(429, tooMany(limits, name, hit.ttl), {
      'retry-after': String(Math.ceil(hit.ttl / 1000)),
    });
}
