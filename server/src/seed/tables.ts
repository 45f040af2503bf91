import { pgTable } from 'drizzle-orm/pg-core';
import { tz } from '../platform/db/columns.ts';

/**
 * One row once the demo data was loaded, written in the seed's own transaction: the seed never runs again on
 * this database, even after an operator deletes the demo accounts (docs/product/deployment.md#demo-data).
 */
export const demoSeed = pgTable('demo_seed', {
  seededAt: tz('seeded_at').notNull().defaultNow().primaryKey(),
});
