// A live stream ends with its session (docs/product/portal.md#abuse-limits): a timer to the moment the session
// stops signing its browser in (absolute expiry or idle limit). When it fires the session is read again, since
// the person may have been active meanwhile: the stream follows the new end, or closes. Sign-out and
// revocation close it sooner, through the sessions.changed event (./live.ts).
import type { SSEReplyInterface } from '@fastify/sse';
import type { Deps } from '../../core/deps.ts';
import { sessionEndsAt } from '../users/index.ts';

/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export function closeAtSessionEnd(deps: Deps, sse: SSEReplyInterface, sessionId: string): void {
  let timer: NodeJS.Timeout | undefined;
  const follow = async () => {
    const endsAt = await sessionEndsAt(deps, sessionId);
    if (!sse.isConnected) return;
    const left = endsAt ? endsAt.getTime() - deps.clock.now().getTime() : 0;
    if (left <= 0) return sse.close();
    timer = setTimeout(() => void follow().catch(() => sse.close()), Math.min(left, MAX_DELAY_MS));
  };
  sse.onClose(() => clearTimeout(timer));
  void follow().catch(() => sse.close());
}
