// At most a few live streams per person across every API process (docs/product/portal.md#abuse-limits): each
// stream runs queries on every change. Every process hears every opening and closing (the events channel) and
// keeps each person's streams in the order they opened (by the opening time, so every process agrees whatever
// order the events arrive in); when there are too many, the process that holds the oldest sends it `replaced`
// and closes it. A process that died leaves its streams in the others' lists: they
// are the oldest, so the next openings drop them first.
import { randomUUID } from 'node:crypto';
import type { SSEReplyInterface } from '@fastify/sse';
import type { Deps } from '../../core/deps.ts';

type Entry = { streamId: string; openedAt: number; sse: SSEReplyInterface | null };

function replace(sse: SSEReplyInterface): void {
  // `replaced` tells the tab not to reconnect at once (it would close the next oldest).
  void sse
    .send({ event: 'replaced', data: {} })
    .catch(() => undefined)
    .finally(() => sse.close());
}

export function streamLimit(deps: Deps, limit: number) {
  const byUser = new Map<string, Entry[]>();
  const local = new Map<string, SSEReplyInterface>();
  const forget = (userId: string, streamId: string) => {
    const streams = byUser.get(userId);
    const at = streams?.findIndex((entry) => entry.streamId === streamId) ?? -1;
    if (at >= 0) streams!.splice(at, 1);
    if (streams?.length === 0) byUser.delete(userId);
  };
  deps.events.subscribe('live.opened', ({ userId, streamId, openedAt }) => {
    const streams = byUser.get(userId) ?? [];
    byUser.set(userId, streams);
    const later = streams.findIndex((entry) => entry.openedAt > openedAt);
    const entry = { streamId, openedAt, sse: local.get(streamId) ?? null };
    streams.splice(later < 0 ? streams.length : later, 0, entry);
    for (const oldest of streams.splice(0, Math.max(0, streams.length - limit)))
      if (oldest.sse) replace(oldest.sse);
  });
  deps.events.subscribe('live.closed', ({ userId, streamId }) => forget(userId, streamId));

  return {
    /** Counts a stream that just opened; closes the person's oldest when they hold too many. */
    async hold(userId: string, sse: SSEReplyInterface): Promise<void> {
      const streamId = randomUUID();
      local.set(streamId, sse);
      sse.onClose(() => {
        local.delete(streamId);
        forget(userId, streamId);
        // Unheard (the database is going away with the app), the others keep a stale entry they drop first.
        deps.events.publish('live.closed', { userId, streamId }).catch(() => undefined);
      });
      const openedAt = deps.clock.now().getTime();
      await deps.events.publish('live.opened', { userId, streamId, openedAt }).catch(() => undefined);
    },
  };
}
