// One small interface for every file the portal keeps (docs/decisions/0028-file-storage.md): uploads and
// their derived images, message attachments, data-export ZIPs, the seed's media. Keys, not paths: the local
// disk by default, an S3-compatible object store when S3_BUCKET is set, so a second API process on another
// machine serves what the first received.
import type { Readable } from 'node:stream';

/** Bytes in memory, or a file on this machine's disk (a received upload, a built ZIP), consumed by `put`. */
export type PutSource = Buffer | { path: string };

/** An inclusive byte range, as HTTP's Range header asks for one. */
export type ByteRange = { start: number; end: number };

export type StoredInfo = { key: string; size: number; modifiedAt: Date };

export type OpenedObject = { body: Readable; size: number; modifiedAt: Date; range: ByteRange | null };

export interface FileStore {
  /** Which backend: for logs and the health check. */
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, replacing what was there. A `{ path }` source is moved, not copied. */
  put(key: string, source: PutSource, contentType?: string): Promise<void>;
  /** The object's bytes (only `range` when given, clamped to its size), or null when there is none. */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  stat(key: string): Promise<StoredInfo | null>;
  /** Removes the keys; a missing one is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder ends with `/`). */
  list(prefix: string): AsyncIterable<StoredInfo>;
  /** Resolves when the store answers (the readiness check); throws when it does not. */
  check(): Promise<void>;
}

/** A key is a relative path of plain segments: no `..`, `.`, empty or absolute parts. */
export function assertKey(key: string): void {
  const parts = key.split('/');
  if (!key || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
