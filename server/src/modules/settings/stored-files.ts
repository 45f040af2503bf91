// The settings module's part of the orphan sweep (platform/storage/sweep.ts): data-export ZIPs whose row is
// still there (expired ones go with their rows, in removeOldDataExports).
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { isUuid } from '../../core/ids.ts';
import { EXPORTS_PREFIX, exportKey } from '../../core/storage-keys.ts';
import type { FileOwner } from '../../platform/storage/sweep.ts';
import { dataExports } from './tables.ts';

export function exportFiles(deps: Deps): FileOwner {
  return {
    prefix: EXPORTS_PREFIX,
    async referenced(keys) {
      const ids = keys.map((key) => key.slice(EXPORTS_PREFIX.length).replace(/\.zip$/, '')).filter(isUuid);
      if (ids.length === 0) return new Set();
      const rows = await deps.db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(inArray(dataExports.id, ids));
      return new Set(rows.map((row) => exportKey(row.id)));
    },
  };
}
