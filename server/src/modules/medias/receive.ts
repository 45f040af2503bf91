// Receives the one file of a multipart upload straight onto disk
// (docs/architecture.md#uploads-and-stored-files): bytes flow from the socket to a temp file with the size
// limit enforced while they arrive, never held in memory. Any failure, the client's abort included, leaves no
// temp file behind.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MEDIA_TEXTS } from '@portal/shared-api/contract/medias';
import { HttpError, httpError } from '../../core/errors.ts';

/** Where files wait while they arrive and are checked: inside the upload folder, so the move is a rename. */
export const INCOMING_DIR = '.incoming';

export type ReceivedFile = { path: string; filename: string; size: number };

const PART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The request's single file part named `file`, saved to a temp file of at most `maxBytes` bytes. Throws 413
 * with `tooLarge` past the limit, 400 for anything but exactly one file part.
 */
export async function receiveFile(
  request: FastifyRequest,
  uploadDir: string,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw httpError(400, MEDIA_TEXTS.oneFile);
  const dir = join(uploadDir, INCOMING_DIR);
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomBytes(16).toString('hex'));
  let received: ReceivedFile | null = null;
  try {
    // One part only: a second file or any field ends the parse with a limit error (answered 400 below).
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw httpError(400, MEDIA_TEXTS.oneFile);
      const out = createWriteStream(path, { flags: 'wx' });
      await pipeline(part.file, out);
      // Busboy stops the file at the limit and marks it truncated: the rest of the body is never stored.
      if (part.file.truncated) throw httpError(413, tooLarge);
      received = { path, filename: part.filename, size: out.bytesWritten };
    }
    if (!received) throw httpError(400, MEDIA_TEXTS.oneFile);
    if (received.size === 0) throw httpError(400, MEDIA_TEXTS.emptyFile);
    return received;
  } catch (error) {
    await rm(path, { force: true });
    throw toUploadError(error, tooLarge);
  }
}

/**
 * Removes temp files a crashed process left behind. Only old ones: another API process on the same folder
 * may be receiving a file right now.
 */
export async function sweepIncoming(uploadDir: string, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  const dir = join(uploadDir, INCOMING_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - olderThanMs;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(path, { force: true });
  }
}

function toUploadError(error: unknown, tooLarge: string): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, tooLarge);
  if (code && PART_LIMITS.has(code)) return httpError(400, MEDIA_TEXTS.oneFile);
  // The client went away or sent broken multipart: a 400 nobody may read, never a 500.
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE')
    return httpError(400, 'The upload was interrupted. Please try again.');
  if (error instanceof Error && /multipart|boundary|terminated early/i.test(error.message))
    return httpError(400, MEDIA_TEXTS.oneFile);
  return error;
}
