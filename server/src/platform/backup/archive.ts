// The backup file: a ZIP (yazl writes it as a stream, yauzl reads it entry by entry), so a database dump and
// thousands of uploads go through without being held in memory. Entries are stored, not deflated: dumps
// and media are compressed already.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';

export type ArchiveWriter = {
  addFile(path: string, name: string): void;
  addBuffer(buffer: Buffer, name: string): void;
  /** Every file under `dir`, named `prefix/<path inside dir>`; answers how many. */
  addFolder(dir: string, prefix: string): Promise<number>;
  finish(): Promise<void>;
};

export function writeArchive(file: string): ArchiveWriter {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(file, { flags: 'wx' }));
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
      ),
    );
    return nested.flat();
  };
  return {
    addFile: (path, name) => zip.addFile(path, name, { compress: false }),
    addBuffer: (buffer, name) => zip.addBuffer(buffer, name, { compress: false }),
    async addFolder(dir, prefix) {
      const files = (await walk(dir)).filter((path) => !relative(dir, path).startsWith('.incoming'));
      for (const path of files) zip.addFile(path, `${prefix}/${relative(dir, path).split(sep).join('/')}`);
      return files.length;
    },
    async finish() {
      zip.end();
      await written;
    },
  };
}

/** Calls `onEntry` for each entry in order; it reads the entry's bytes through `open()` or skips it. */
export function readArchive(
  file: string,
  onEntry: (name: string, open: () => Promise<NodeJS.ReadableStream>) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('cannot open the backup'));
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const open = () =>
          new Promise<NodeJS.ReadableStream>((ok, fail) =>
            zip.openReadStream(entry, (failure, stream) => (failure || !stream ? fail(failure) : ok(stream))),
          );
        onEntry(entry.fileName, open).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  });
}

/** Writes an entry's bytes to `path`, making its folder. */
export async function extractTo(open: () => Promise<NodeJS.ReadableStream>, path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await pipeline(await open(), createWriteStream(path, { flags: 'wx' }));
}

/** Whether a folder holds anything (a missing folder is empty). */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  const found = await stat(dir).catch(() => null);
  if (!found) return true;
  return (await readdir(dir)).length === 0;
}
