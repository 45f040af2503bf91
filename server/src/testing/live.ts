// A browser tab's live stream in a test: the app listens on a free port and `GET /api/events` is read as
// Server-Sent Events, parsed into { id, event, data } as an EventSource would.
import type { FastifyInstance } from 'fastify';
import type { TestSession } from './app.ts';

export type LiveEvent = { id?: string; event: string; data: unknown };

export type LiveStream = {
  /** The next event of this type that matches (earlier ones are skipped), or a failure after `ms`. */
  next(event: string, match?: (data: unknown) => boolean, ms?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
}

export async function openLive(
  app: FastifyInstance,
  session: TestSession,
  lastEventId?: string,
): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${await baseUrlOf(app)}/api/events`, {
    headers: {
      cookie: session.headers.cookie,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const queue: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (!fields.data && !fields.event) continue;
          queue.push({
            id: fields.id,
            event: fields.event ?? 'message',
            data: JSON.parse(fields.data ?? 'null'),
          });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    ended,
    close: () => controller.abort(),
    async next(event, match = () => true, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = queue.findIndex((item) => item.event === event && match(item.data));
        if (index >= 0) return queue.splice(0, index + 1).pop()!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${event} event within ${ms} ms`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, left);
        });
      }
    },
  };
}
