import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STREAM_DIR, STREAM_MANIFEST } from '../core/media-url.ts';
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
 * Writes the file under <uploadDir>/<SubDir>/<Hashname> and records it. Names derive from the content
 * and the key, so re-seeding an emptied database over an existing upload folder overwrites, not piles up.
 */
export async function storeMedia(ctx: SeedContext, input: MediaInput): Promise<string> {
  const dir = join(ctx.uploadDir, input.subDir);
  await mkdir(dir, { recursive: true });
  const isAsset = !Buffer.isBuffer(input.content);
  const source = isAsset ? join(SEED_ASSETS_DIR, (input.content as { asset: string }).asset) : null;
  const bytes = source ? await readFile(source) : (input.content as Buffer);
  const digest = createHash('sha256').update(input.key).update(bytes).digest('hex').slice(0, 32);
  const hashname = `${digest}${extname(input.fileName)}`;
  const target = join(dir, hashname);
  if (source) await copyFile(source, target);
  else await writeFile(target, bytes);
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
 * captions) into <uploadDir>/streams/<key digest>/ and records the manifest, which carries the access rule.
 */
export async function storeStream(
  ctx: SeedContext,
  input: { ownerId: string; courseId: string; asset: string; key: string },
): Promise<string> {
  const source = join(SEED_ASSETS_DIR, input.asset);
  const folder = createHash('sha256').update(input.key).update(input.asset).digest('hex').slice(0, 32);
  const subDir = `${STREAM_DIR}${folder}`;
  const dir = join(ctx.uploadDir, subDir);
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(source)) await copyFile(join(source, name), join(dir, name));
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
