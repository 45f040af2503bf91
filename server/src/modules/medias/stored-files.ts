// The medias module's part of the orphan sweep (platform/storage/sweep.ts): which upload keys a medias row
// still points at. A stream folder's files are all kept by its manifest's row.
import { inArray, or } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { STREAM_DIR } from '../../core/media-url.ts';
import { UPLOADS_PREFIX, mediaKey } from '../../core/storage-keys.ts';
import type { FileOwner } from '../../platform/storage/sweep.ts';
import { medias } from './tables.ts';

export function uploadFiles(deps: Deps): FileOwner {
  return {
    prefix: UPLOADS_PREFIX,
    async referenced(keys) {
      const paths = keys.map((key) => key.slice(UPLOADS_PREFIX.length));
      const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
      const hashnames = paths.map((path) => path.slice(path.lastIndexOf('/') + 1));
      const streams = paths.filter((path) => path.startsWith(STREAM_DIR)).map(folderOf);
      const rows = await deps.db
        .select({ subDir: medias.subDir, hashname: medias.hashname })
        .from(medias)
        .where(
          or(
            inArray(medias.hashname, hashnames),
            streams.length ? inArray(medias.subDir, streams) : undefined,
          ),
        );
      const kept = new Set(rows.map((row) => mediaKey(row)));
      const streamFolders = new Set(
        rows.filter((row) => row.subDir.startsWith(STREAM_DIR)).map((row) => row.subDir),
      );
      return new Set(keys.filter((key, at) => kept.has(key) || streamFolders.has(folderOf(paths[at]!))));
    },
  };
}
