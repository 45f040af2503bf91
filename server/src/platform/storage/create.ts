// The store the configuration asks for: S3 when a bucket is configured, the local disk otherwise.
import type { Config } from '../../config.ts';
import { localStore } from './local.ts';
import { s3Store } from './s3.ts';
import type { FileStore } from './store.ts';

export function createStore(config: Pick<Config, 'dataDir' | 'uploadDir' | 's3'>): FileStore {
  return config.s3 ? s3Store(config.s3) : localStore(config);
}
