// Resumable lesson-video uploads over tus 1.0 (docs/product/media.md#resumable-uploads): the bytes arrive in
// chunks at /api/uploads/tus/<id>, a dropped connection or a reload continues from the offset the server
// kept. The rules of POST /api/upload still hold: `admit` refuses before a byte is stored (role, size, quota,
// owner), and the finished file goes through `storeUpload` (content check, duration, storage, transcoding).
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server, type DataStore, type Upload } from '@tus/server';
import { MEDIA_TEXTS, UPLOAD_LIMITS, UPLOAD_TEXTS } from '@portal/shared-api/contract/medias';
import type { SignedInUser } from '../../core/caller.ts';
import type { Deps } from '../../core/deps.ts';
import { HttpError, httpError, statusText } from '../../core/errors.ts';
import { INCOMING_DIR } from './receive.ts';
import { planUpload, storeUpload } from './uploads.ts';

export const TUS_PATH = '/api/uploads/tus';
/** A partial upload nobody continued within a day is removed (the daily storage sweep, jobs.ts). */
const EXPIRES_MS = 24 * 60 * 60 * 1000;
/** Where unfinished uploads wait on the local disk, inside the upload folder (so the last move is a rename). */
const TUS_DIR = '.tus';
const VIDEO = { kind: 'video', purpose: 'lesson' } as const;
const ID = /^[0-9a-f]{32}$/;
const SERVER_FAILED = 'Something went wrong on our side. Please try again.';

/** Where unfinished uploads wait, and how a finished one becomes a local file for `storeUpload`. */
type TusStore = {
  datastore: DataStore;
  /** Prepended to every upload id: the object store keeps them apart from stored files under `tus/`. */
  prefix: string;
  /** Moves the finished upload's bytes to `path`; the upload is gone afterwards, whatever happens. */
  take(id: string, path: string): Promise<void>;
};

function tusStore(deps: Deps): TusStore {
  const { s3, uploadDir } = deps.config;
  if (s3) {
    const datastore = new S3Store({
      expirationPeriodInMilliseconds: EXPIRES_MS,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: Boolean(s3.endpoint),
        credentials:
          s3.accessKeyId && s3.secretAccessKey
            ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
            : undefined,
      },
    });
    return {
      datastore,
      prefix: 'tus/',
      async take(id, path) {
        try {
          await pipeline(await datastore.read(id), createWriteStream(path, { flags: 'wx' }));
        } finally {
          await datastore.remove(id).catch(() => undefined);
        }
      },
    };
  }
  const datastore = new FileStore({
    directory: join(uploadDir, TUS_DIR),
    expirationPeriodInMilliseconds: EXPIRES_MS,
  });
  return {
    datastore,
    prefix: '',
    async take(id, path) {
      try {
        // The same disk as the upload folder: a rename, and storeUpload's move is one too.
        await rename(join(datastore.directory, id), path);
      } finally {
        await rm(join(datastore.directory, id), { force: true });
        await datastore.configstore.delete(id);
      }
    },
  };
}

/** Removes partial uploads older than a day; the number removed. */
export async function expireTusUploads(deps: Deps): Promise<number> {
  // No folder yet: nobody started an upload here (the file store would make it, but not before it looks).
  if (!deps.config.s3 && !(await stat(join(deps.config.uploadDir, TUS_DIR)).catch(() => null))) return 0;
  return tusStore(deps).datastore.deleteExpired();
}

const errorBody = (status: number, message: string) =>
  JSON.stringify({ statusCode: status, error: statusText(status), message });

/** An error as tus answers it from its hooks: the API's one error shape. */
const tusError = (status: number, message: string) => ({
  status_code: status,
  body: errorBody(status, message),
});

/** The metadata keys of an Upload-Metadata header (`key base64,key base64`). */
const metadataKeys = (header: string) =>
  header
    .split(',')
    .map((pair) => pair.trim().split(' ')[0] ?? '')
    .filter((key) => key !== '');

export type TusUploads = {
  /** Refuses a request before tus reads it: 4xx HttpError, answered by the app's error handler. */
  admit(user: SignedInUser, method: string, id: string | null, headers: IncomingHttpHeaders): Promise<void>;
  /** Hands an admitted request to tus, which answers it. */
  handle(user: SignedInUser, req: IncomingMessage, res: ServerResponse): Promise<void>;
};

export function createTusUploads(deps: Deps, log: FastifyBaseLogger): TusUploads {
  // Made on the first upload, not at start: the file store creates its folder, and a folder that cannot be
  // made must show in the readiness check (503), not stop the process from starting.
  let made: { store: TusStore; server: Server } | null = null;
  const tus = () => (made ??= make());

  // tus hands its hooks a web Request wrapping the Node one: the caller travels with the Node request.
  const callers = new WeakMap<IncomingMessage, SignedInUser>();
  const callerOf = (req: unknown) => {
    const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const user = node && callers.get(node);
    if (!user) throw tusError(500, SERVER_FAILED);
    return user;
  };

  async function finish(user: SignedInUser, upload: Upload) {
    const dir = join(deps.config.uploadDir, INCOMING_DIR);
    await mkdir(dir, { recursive: true });
    const path = join(dir, randomBytes(16).toString('hex'));
    try {
      await tus().store.take(upload.id, path);
      // The quota again: other uploads may have finished since this one started.
      const plan = await planUpload(deps, user, VIDEO);
      if ((upload.size ?? 0) > plan.maxBytes) throw httpError(413, plan.tooLarge);
      const filename = upload.metadata?.filename ?? '';
      const media = await storeUpload(deps, user, plan, { path, filename, size: upload.offset });
      // tus answers a PATCH with 204; a body needs a 200, which tus-js-client accepts as any 2xx.
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Upload-Media-Id': media.Id },
        body: JSON.stringify(media),
      };
    } catch (error) {
      await rm(path, { force: true });
      if (error instanceof HttpError) throw tusError(error.statusCode, error.message);
      log.error({ err: error }, 'resumable upload: storing the finished file failed');
      throw tusError(500, SERVER_FAILED);
    }
  }

  function make() {
    const store = tusStore(deps);
    const server = new Server({
      path: TUS_PATH,
      datastore: store.datastore,
      // Checked at creation by admit with the product's text; this bounds every PATCH body as well.
      maxSize: UPLOAD_LIMITS.videoBytes,
      namingFunction: () => store.prefix + randomBytes(16).toString('hex'),
      getFileIdFromRequest: (_req, last) => (last && ID.test(last) ? store.prefix + last : undefined),
      generateUrl: (_req, { path, id }) => `${path}/${id.slice(store.prefix.length)}`,
      // The owner is the signed-in caller, never anything the client sent; only the name is kept of the rest.
      onUploadCreate: async (req, upload) => ({
        metadata: { filename: upload.metadata?.filename ?? '', owner: callerOf(req).id },
      }),
      onUploadFinish: async (req, upload) => finish(callerOf(req), upload),
      // tus's own refusals (a wrong offset, an expired upload) in the API's error shape too.
      onResponseError: (_req, error) => {
        const status = 'status_code' in error ? error.status_code : 500;
        const body = 'body' in error && typeof error.body === 'string' ? error.body : '';
        if (body.startsWith('{')) return { status_code: status, body };
        if (status >= 500) {
          log.error({ err: error }, 'resumable upload failed');
          return tusError(status, SERVER_FAILED);
        }
        return tusError(status, body.trim() || statusText(status));
      },
    });
    return { store, server };
  }

  async function ownUpload(user: SignedInUser, id: string | null): Promise<void> {
    const { store } = tus();
    const upload =
      id && ID.test(id) ? await store.datastore.getUpload(store.prefix + id).catch(() => null) : null;
    // Another person's upload is not found, as for any object that is not yours.
    if (!upload || upload.metadata?.owner !== user.id) throw httpError(404, MEDIA_TEXTS.notFound);
  }

  return {
    async admit(user, method, id, headers) {
      if (method === 'OPTIONS') return;
      if (method !== 'POST') return ownUpload(user, id);
      if (id) throw httpError(404, MEDIA_TEXTS.notFound);
      const plan = await planUpload(deps, user, VIDEO);
      const length = headers['upload-length'];
      if (typeof length !== 'string' || !/^\d+$/.test(length)) throw httpError(400, MEDIA_TEXTS.uploadLength);
      const size = Number(length);
      if (size === 0) throw httpError(400, MEDIA_TEXTS.emptyFile);
      if (size > UPLOAD_LIMITS.videoBytes) throw httpError(413, UPLOAD_TEXTS.videoTooLarge);
      if (size > plan.maxBytes) throw httpError(413, plan.tooLarge);
      const metadata = headers['upload-metadata'];
      if (typeof metadata === 'string' && metadataKeys(metadata).some((key) => key !== 'filename'))
        throw httpError(400, MEDIA_TEXTS.uploadMetadata);
    },
    async handle(user, req, res) {
      callers.set(req, user);
      // Every answer with a body is JSON (the media, or an error), so the client reads one shape.
      if (req.method !== 'HEAD' && req.method !== 'OPTIONS')
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
      try {
        await tus().server.handle(req, res);
      } catch (error) {
        log.error({ err: error }, 'resumable upload: tus failed');
        if (!res.headersSent) res.writeHead(500).end(errorBody(500, SERVER_FAILED));
        else res.destroy();
      }
    },
  };
}
