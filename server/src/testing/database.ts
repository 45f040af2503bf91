// Which database a test runs on: an in-memory PGlite by default, or, when TEST_DATABASE_URL points at a
// PostgreSQL server (npm test starts a throwaway one), a fresh database of its own on that server. So the
// same suite proves both engines (ARCHITECTURE §6).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { DbOptions } from '../platform/db/client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

export const testEngine: 'postgres' | 'pglite' = serverUrl ? 'postgres' : 'pglite';

/** Connection options for a database no other test touches. */
export async function freshDatabase(): Promise<DbOptions> {
  if (!serverUrl) return { inMemory: true };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

/** The rows of a raw `db.execute` answer: PGlite wraps them in `{ rows }`, postgres.js answers the array. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}
