// The default store: files on this machine's disk, in today's layout (uploads under UPLOAD_DIR, the rest
// under DATA_DIR), so an existing data directory keeps working when the interface arrived.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertKey, type ByteRange, type FileStore, type StoredInfo } from './store.ts';

/** Keys under `uploads/` live in `uploadDir` (it may be configured apart); every other key in `dataDir`. */
export function localStore(roots: { dataDir: string; uploadDir: string }): FileStore {
  const pathOf = (key: string) => {
    assertKey(key);
    if (key === 'uploads' || key.startsWith('uploads/'))
      return join(roots.uploadDir, key.slice('uploads'.length));
    return join(roots.dataDir, key);
  };
  const keyOf = (path: string) => {
    const inUploads = relative(roots.uploadDir, path);
    const isUpload = !inUploads.startsWith('..');
    return (isUpload ? `uploads/${inUploads}` : relative(roots.dataDir, path)).split(sep).join('/');
  };

  async function* walk(dir: string): AsyncGenerator<string> {
    const handle = await opendir(dir).catch(() => null);
    if (!handle) return;
    for await (const entry of handle) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) yield path;
    }
  }

  return {
    kind: 'local',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      if (Buffer.isBuffer(source)) return writeFile(target, source);
      try {
        await rename(source.path, target);
      } catch (error) {
        // Another file system (the system's temp folder): copy, then remove the source as a move would.
        if ((error as { code?: string }).code !== 'EXDEV') throw error;
        await copyFile(source.path, target);
        await rm(source.path, { force: true });
      }
    },
    async open(key, range?: ByteRange) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const clamped = range ? { start: range.start, end: Math.min(range.end, info.size - 1) } : null;
      return {
        body: createReadStream(path, clamped ?? {}),
        size: info.size,
        modifiedAt: info.mtime,
        range: clamped,
      };
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async *list(prefix) {
      // Walk the folder the prefix names, then keep the keys that really start with it.
      const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : dirname(prefix);
      const start = folder && folder !== '.' ? pathOf(folder) : roots.dataDir;
      for await (const path of walk(start)) {
        const key = keyOf(path);
        if (!key.startsWith(prefix)) continue;
        const info = await stat(path).catch(() => null);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime } satisfies StoredInfo;
      }
    },
    async check() {
      // Writable, not only present: a read-only or full disk must take the process out of rotation.
      await mkdir(roots.uploadDir, { recursive: true });
      const probe = join(roots.uploadDir, `.ready-${randomUUID()}`);
      await writeFile(probe, 'ok');
      await rm(probe, { force: true });
    },
  };
}
