import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from '../db/columns.ts';

/** Hits per rate-limit key (an IP on a route) in the current window, shared by every API process. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: tz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);
