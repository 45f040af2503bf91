// Positions the player could not send while offline (docs/product/player.md#offline): kept on the device and
// sent oldest first when the network returns, with the same call the player makes online.
import { ApiError } from '@portal/shared-api/core';
import { postVideoProgress } from '../player/client.ts';
import type { VideoProgressPayload } from '../player/contract.ts';
import type { QueuedProgress } from './contract.ts';
import { deviceStore } from './device-store.ts';

const KEY = 'progress-queue';
let sequence = 0;

// Every read-modify-write of the queue runs after the previous one, so an add during a flush is never lost.
let lock: Promise<unknown> = Promise.resolve();
function withQueue<T>(change: (queue: QueuedProgress[]) => { queue?: QueuedProgress[]; result: T }) {
  const next = lock.then(async () => {
    const store = deviceStore();
    const { queue, result } = change((await store.get<QueuedProgress[]>(KEY)) ?? []);
    if (queue) await store.set(KEY, queue);
    return result;
  });
  lock = next.catch(() => undefined);
  return next;
}

/** A failure the network may cure later (none, a timeout, a server error); a 4xx never will. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status >= 500;
}

export function queueProgress(
  userId: string,
  payload: VideoProgressPayload,
  now = new Date(),
): Promise<void> {
  const item = { id: `${now.getTime()}-${sequence++}`, userId, payload, queuedAt: now.toISOString() };
  return withQueue((queue) => ({ queue: [...queue, item], result: undefined }));
}

export function queuedProgress(userId: string): Promise<QueuedProgress[]> {
  return withQueue((queue) => ({ result: queue.filter((item) => item.userId === userId) }));
}

const flushes = new Map<string, Promise<number>>();

/**
 * Sends the learner's queued positions oldest first and answers how many went. A retryable failure stops the
 * flush and keeps the rest for the next one; a refusal drops that position (the server will never take it).
 * One flush at a time per learner: `online` and a page load may ask together.
 */
export function flushProgressQueue(userId: string, send = postVideoProgress): Promise<number> {
  const running = flushes.get(userId);
  if (running) return running;
  const flush = (async () => {
    let sent = 0;
    for (;;) {
      const [first] = await queuedProgress(userId);
      if (!first) return sent;
      try {
        await send(first.payload);
        sent += 1;
      } catch (error) {
        if (isRetryable(error)) return sent;
      }
      await withQueue((queue) => ({
        queue: queue.filter((item) => item.id !== first.id),
        result: undefined,
      }));
    }
  })().finally(() => flushes.delete(userId));
  flushes.set(userId, flush);
  return flush;
}
