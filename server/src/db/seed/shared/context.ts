import type { Tx } from '../../client.ts';

export interface SeedContext {
  tx: Tx;
  /** The instant the seed runs; every demo date is relative to it. */
  now: Date;
  uploadDir: string;
}
