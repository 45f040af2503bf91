import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STREAM_DIR, STREAM_MANIFEST } from '../core/media-url.ts';
import { mediaKey } from '../core/storage-keys.ts';
import { medias } from '../modules/medias/tables.ts';
import type { SeedContext } from './context.ts';

export const SEED_ASSETS_DIR = fileURLToPath(new URL('../../seed-assets', import.meta.url));
/** The demo clip every video lesson streams (seed-assets/lesson-stream): its length in seconds. */
export const CLIP_SECONDS = 12;

interface MediaInput {
  ownerId: string;
  /** Original file name, stored as Username (docs/product/media.md#media). */
  fileName: string;
  mime: string;
  subDir: string;
  visibility: 'public' | 'private' | 'course';
  courseId?: string | null;
  /** Generated content, or the name of a file shipped in server/seed-assets. */
  content: Buffer | { asset: string };
  /** Makes the stored name unique when the same content is stored for several owners or courses. */
  key: string;
}

/**
 * Stores the file at uploads/<SubDir>/<Hashname> in the file store and records it. Names derive from the content
 * and the key, so re-seeding an emptied database over an existing upload folder overwrites, not piles up.
 */
export async function storeMedia(ctx: SeedContext, input: MediaInput): Promise<string> {
  const isAsset = !Buffer.isBuffer(input.content);
  const source = isAsset ? join(SEED_ASSETS_DIR, (input.content as { asset: string }).asset) : null;
  const bytes = source ? await readFile(source) : (input.content as Buffer);
  const digest = createHash('sha256').update(input.key).update(bytes).digest('hex').slice(0, 32);
  const hashname = `${digest}${extname(input.fileName)}`;
  await ctx.storage.put(mediaKey({ subDir: input.subDir, hashname }), bytes, input.mime);
  const [row] = await ctx.tx
    .insert(medias)
    .values({
      slug: digest,
      ownerId: input.ownerId,
      username: input.fileName,
      hashname,
      extension: input.mime,
      size: bytes.length,
      subDir: input.subDir,
      visibility: input.visibility,
      courseId: input.courseId ?? null,
      createdAt: ctx.now,
    })
    .returning({ id: medias.id });
  return row!.id;
}

/**
 * Copies a shipped adaptive stream (server/seed-assets/<asset>/: a DASH manifest, its renditions and
 * captions) into uploads/streams/<key digest>/ in the file store and records the manifest, which carries the access rule.
 */
export async function storeStream(
  ctx: SeedContext,
  input: { ownerId: string; courseId: string; asset: string; key: string },
): Promise<string> {
  const source = join(SEED_ASSETS_DIR, input.asset);
  const folder = createHash('sha256').update(input.key).update(input.asset).digest('hex').slice(0, 32);
  const subDir = `${STREAM_DIR}${folder}`;
  for (const name of await readdir(source))
    await ctx.storage.put(mediaKey({ subDir, hashname: name }), await readFile(join(source, name)));
  const [row] = await ctx.tx
    .insert(medias)
    .values({
      slug: folder,
      ownerId: input.ownerId,
      username: `${input.asset}.mpd`,
      hashname: STREAM_MANIFEST,
      extension: 'application/dash+xml',
      size: (await stat(join(source, STREAM_MANIFEST))).size,
      subDir,
      visibility: 'course',
      courseId: input.courseId,
      createdAt: ctx.now,
    })
    .returning({ id: medias.id });
  return row!.id;
}
