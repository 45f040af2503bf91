// Stored files: a medias row and, when an upload folder is given, the bytes at <uploadDir>/<SubDir>/<Hashname>.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../platform/db/client.ts';
import { medias } from './tables.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { nextNumber } from '../../testing/sequence.ts';

type MediaInsert = typeof medias.$inferInsert;
export type MediaOverrides = Partial<Omit<MediaInsert, 'id' | 'size'>> & {
  ownerId: string;
  /** The file's bytes; 1 KiB of zeros unless given. */
  content?: Buffer;
  /** Writes the file there so the static route can serve it. */
  uploadDir?: string;
};
export type TestMedia = typeof medias.$inferSelect & { url: string };

export async function createMedia(db: Db, overrides: MediaOverrides): Promise<TestMedia> {
  const n = nextNumber();
  const { content = Buffer.alloc(1024), uploadDir, ...fields } = overrides;
  const values = {
    slug: `media-${n}`,
    username: `file-${n}.bin`,
    hashname: `${String(n).padStart(32, '0')}.bin`,
    extension: 'application/octet-stream',
    subDir: 'test',
    visibility: 'private' as const,
    ...fields,
    size: content.length,
  };
  if (uploadDir) {
    await mkdir(join(uploadDir, values.subDir), { recursive: true });
    await writeFile(join(uploadDir, values.subDir, values.hashname), content);
  }
  const [row] = await db.insert(medias).values(values).returning();
  return { ...row!, url: mediaUrl(row!) };
}
