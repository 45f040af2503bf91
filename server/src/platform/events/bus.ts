// Events between the API's processes (docs/architecture.md#live-events): a service publishes a typed event,
// every process of the app receives it, the publisher's own at once. On PostgreSQL the fan-out goes through
// LISTEN/NOTIFY, so several API processes on one database behave as one; PGlite is one process, so an
// in-process emitter is the whole story. Live streams to browsers (SSE) build on this.
import { EventEmitter } from 'node:events';
import type { DbHandle } from '../db/client.ts';

/** Every event the portal publishes, by type, with its data. */
export type PortalEvents = {
  /** A session ended (sign-out, revocation) or all of a user's sessions must be read again. */
  'sessions.changed': { sessionId?: string; userId?: string };
  /** A user's notifications changed (filed, read, deleted): sent by the database itself (migration 0010). */
  'notifications.changed': { userId: string };
  /** A conversation changed: a message sent or deleted, or a member read it (then only they are named). */
  'messages.changed': {
    conversationId: string;
    memberIds: string[];
    kind: 'created' | 'deleted' | 'read';
    messageId: string | null;
    senderId: string | null;
  };
  /** What others see of a person's presence changed (activity or their own choice). */
  'presence.changed': { userId: string; status: 'online' | 'away' | 'busy' | 'offline' };
  /** A person's live stream opened or closed on some process: every process counts them (modules/live). */
  'live.opened': { userId: string; streamId: string; openedAt: number };
  'live.closed': { userId: string; streamId: string };
  /** One of an author's videos moved on: transcoding progressed, finished or failed (modules/video-streams). */
  'media.changed': {
    ownerId: string;
    media: { Id: string; Status: 'processing' | 'ready' | 'failed'; Progress: number; Error: string | null };
  };
};
export type PortalEventType = keyof PortalEvents;
type Envelope = { type: PortalEventType; data: unknown; origin: string };

export type Events = {
  publish<T extends PortalEventType>(type: T, data: PortalEvents[T]): Promise<void>;
  subscribe<T extends PortalEventType>(type: T, listener: (data: PortalEvents[T]) => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'portal_events';

export function createEvents(handle: DbHandle): Events {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const deliver = (envelope: Envelope) => local.emit(envelope.type, envelope.data);
  const received = (payload: string) => {
    const envelope = JSON.parse(payload) as Envelope;
    // Our own events were delivered when published; the database's own (triggers) come only this way.
    if (envelope.origin !== origin) deliver(envelope);
  };
  // Both engines LISTEN: PostgreSQL for other processes and triggers, PGlite (in process) for triggers.
  const stopListening: Promise<(() => Promise<void>) | null> =
    handle.raw.kind === 'postgres'
      ? handle.raw.client.listen(CHANNEL, received).then((listening) => () => listening.unlisten())
      : handle.raw.client.listen(CHANNEL, received).then((unlisten) => unlisten);
  return {
    async publish(type, data) {
      const envelope: Envelope = { type, data, origin };
      deliver(envelope);
      if (handle.raw.kind === 'postgres') await handle.raw.client.notify(CHANNEL, JSON.stringify(envelope));
    },
    subscribe(type, listener) {
      local.on(type, listener as (data: unknown) => void);
      return () => local.off(type, listener as (data: unknown) => void);
    },
    async close() {
      local.removeAllListeners();
      await (
        await stopListening
      )?.();
    },
  };
}
