// Prints what `drizzle-kit generate` would add: the SQL between the modules' tables and the last migration's
// snapshot, one statement per line; exits 1 when there is any. Its own process because drizzle-kit's API adds
// an enumerable `Array.prototype.random`, which breaks pdf.js and any `for…in` over an array loaded after it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import * as schema from '../../tables.ts';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
const last = (journal.entries as { idx: number }[]).at(-1)!;
const snapshot = JSON.parse(
  readFileSync(join(MIGRATIONS_FOLDER, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
);
const statements = await generateMigration(
  snapshot,
  generateDrizzleJson(schema as Record<string, unknown>, snapshot.id),
);
for (const statement of statements) console.info(statement);
process.exitCode = statements.length > 0 ? 1 : 0;
