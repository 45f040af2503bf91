// A local S3-compatible server for tests (s3rver, in this process, on a free port, its objects in a temp
// folder): what the object-store backend and the API run against instead of a real bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/storage/s3.ts';

export type LocalS3 = { settings: S3Settings; stop(): Promise<void> };

/** Starts the server with one empty bucket; `stop` ends it and removes its folder. */
export async function startLocalS3(bucket = 'portal-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts its own fixed key pair, signed like AWS's.
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
