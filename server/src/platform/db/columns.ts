import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column builders so every table spells ids and timestamps the same way (timestamptz, uuid v4).
export const id = () => uuid('id').primaryKey().defaultRandom();
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** SQL list literal for CHECK constraints: inList(['a','b']) → ('a', 'b'). */
export function inList(values: readonly (string | number)[]) {
  const parts = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`));
  return sql.raw(`(${parts.join(', ')})`);
}
