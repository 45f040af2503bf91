// The live stream (docs/architecture.md#live-events): `GET /api/events`, one per browser tab, Server-Sent
// Events. It sends the caller's new notifications and messages (event `notification`, id = their `seq`, so a
// reconnect with Last-Event-ID gets exactly what it missed) and the unread count (event `unread`) whenever
// their notifications change, on this process or another (the events channel), and the progress of their
// videos' transcoding (event `media`). Heartbeats come from @fastify/sse; the stream ends when the session
// does (sign-out, terminated elsewhere, expired). A person holds a few streams at most
// (docs/product/portal.md#abuse-limits): each runs queries on every change.
import type { FastifyPluginAsync } from 'fastify';
import { liveNotifications } from './live.ts';
import { liveMedia } from './media.ts';
import { closeAtSessionEnd } from './session-end.ts';
import { streamLimit } from './stream-limit.ts';
import { liveMessages } from '../messages/index.ts';

const eventRoutes: FastifyPluginAsync = async (app) => {
  // Open streams never end by themselves: closing the app ends them first, or it would wait for them.
  const open = new Set<{ close(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });
  const streams = streamLimit(app.deps, app.config.limits.liveStreamsPerUser);
  app.get(
    '/events',
    {
      sse: 'only',
      // A stream cannot wait for a compressor's buffer to fill.
      compress: false,
      schema: {
        tags: ['events'],
        summary:
          'Live events of the caller (text/event-stream): notification, unread, message, messages-unread, presence, media; replaced when the caller opened too many others',
        // Documentation only: @fastify/sse writes the stream itself.
        response: {
          200: {
            description: 'The stream, open until the session ends.',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      reply.sse.keepAlive();
      open.add(reply.sse);
      reply.sse.onClose(() => open.delete(reply.sse));
      await streams.hold(request.caller.id, reply.sse);
      if (request.sessionId) closeAtSessionEnd(app.deps, reply.sse, request.sessionId);
      liveMedia(app.deps, reply.sse, request.caller.id);
      await liveNotifications(app.deps, reply.sse, {
        userId: request.caller.id,
        sessionId: request.sessionId,
        lastEventId: reply.sse.lastEventId,
      });
      await liveMessages(app.deps, reply.sse, request.caller.id);
    },
  );
};

export default eventRoutes;
