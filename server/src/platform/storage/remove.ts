// Removing stored files once their rows are gone: a medias row's file, or a whole stream folder for a
// stream's manifest (its renditions and captions have no rows of their own).
import { isStreamManifest, mediaKey } from '../../core/storage-keys.ts';
import type { FileStore } from './store.ts';

/** Deletes the files of these medias rows (and the keys given beside them); a missing file is no error. */
export async function removeStoredFiles(
  store: FileStore,
  rows: readonly { subDir: string; hashname: string }[],
  otherKeys: readonly string[] = [],
): Promise<void> {
  const keys = [...otherKeys];
  for (const row of rows) {
    if (!isStreamManifest(row)) {
      keys.push(mediaKey(row));
      continue;
    }
    for await (const item of store.list(`${mediaKey({ subDir: row.subDir, hashname: '' })}`))
      keys.push(item.key);
  }
  if (keys.length > 0) await store.delete(keys);
}
