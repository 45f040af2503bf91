import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from '../../platform/db/columns.ts';

/**
 * Failed sign-in attempts per account (docs/product/auth.md#attempts-per-account), counted by email so an
 * unknown address counts the same way as a real one, and kept as a hash so the table names nobody.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    emailHash: text('email_hash').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: tz('last_failure_at').notNull(),
    // No attempt is accepted before this instant: a growing delay, or a lock.
    blockedUntil: tz('blocked_until'),
  },
  (t) => [index('sign_in_failures_last_failure_at_idx').on(t.lastFailureAt)],
);
