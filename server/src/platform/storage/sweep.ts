// The orphan sweep (a scheduled job, server/src/jobs.ts): removes stored files no row points at, such as a
// file whose row went with a cascade or a request that failed between storing and recording. Only files
// older than the grace period go, so an upload that is stored but not yet recorded is never removed.
import type { FileStore } from './store.ts';

/** A module's part of the store: its prefix, and which of the given keys its rows still point at. */
export type FileOwner = { prefix: string; referenced(keys: string[]): Promise<Set<string>> };

/** A day: longer than any upload, seed or export takes between storing a file and recording it. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
// Keys asked about at once: one query's worth.
const BATCH = 500;
/** Upload temp files are per machine and swept by the medias module at start (receive.ts). */
const SKIPPED = ['uploads/.incoming/'];

/** Removes every unreferenced file older than the grace period; the number removed. */
export async function sweepOrphans(store: FileStore, owners: FileOwner[], now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  for (const owner of owners) {
    let batch: string[] = [];
    const settle = async () => {
      const kept = await owner.referenced(batch);
      const orphans = batch.filter((key) => !kept.has(key));
      if (orphans.length > 0) await store.delete(orphans);
      removed += orphans.length;
      batch = [];
    };
    for await (const item of store.list(owner.prefix)) {
      if (item.modifiedAt.getTime() >= cutoff || SKIPPED.some((skip) => item.key.startsWith(skip))) continue;
      batch.push(item.key);
      if (batch.length >= BATCH) await settle();
    }
    if (batch.length > 0) await settle();
  }
  return removed;
}
