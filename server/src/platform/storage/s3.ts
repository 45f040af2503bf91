// An S3-compatible object store (AWS S3, MinIO, Garage, R2…) when S3_BUCKET is set: every API process reads
// and writes the same bucket. Path-style addressing when an endpoint is given, as self-hosted stores expect.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStore } from './store.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

// DeleteObjects takes at most 1,000 keys a request.
const DELETE_BATCH = 1000;

export function s3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    // Self-hosted stores often do not read the SDK's default streamed (aws-chunked) checksums: they would
    // store the chunk framing with the bytes. Checksums only where the API requires them (DeleteObjects).
    ...(settings.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
    // Without keys the SDK's own chain applies (instance roles, AWS_* variables, profiles).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, source, contentType) {
      assertKey(key);
      if (Buffer.isBuffer(source)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: source, ContentType: contentType }));
        return;
      }
      // Streamed from disk with its length known, so a 500 MB video never sits in memory.
      const { size } = await stat(source.path);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(source.path),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(source.path, { force: true });
    },
    async open(key, range) {
      assertKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const size = totalSize(answer.ContentRange) ?? answer.ContentLength ?? 0;
        const end = range ? Math.min(range.end, size - 1) : null;
        return {
          body: answer.Body as Readable,
          size,
          modifiedAt: answer.LastModified ?? new Date(0),
          range: range && end !== null ? { start: range.start, end } : null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH);
        batch.forEach(assertKey);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key)
            yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** The object's whole size from `Content-Range: bytes 0-99/1234`. */
function totalSize(contentRange: string | undefined): number | null {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : null;
}
