// One browser tab's live notifications: replays what it missed (Last-Event-ID), then follows every change to
// the user's notifications from the events channel, one push at a time so the events stay in order.
import type { SSEReplyInterface } from '@fastify/sse';
import type { Deps } from '../../core/deps.ts';
import { latestSeq, notificationsAfter, toNotification, unreadCount } from '../notifications/index.ts';
import { notificationSettingsOf } from '../notification-settings/index.ts';
import { isSessionActive } from '../users/index.ts';

type Stream = { userId: string; sessionId: string | null; lastEventId: string | null };

export async function liveNotifications(deps: Deps, sse: SSEReplyInterface, stream: Stream): Promise<void> {
  const resumed = Number(stream.lastEventId);
  // A first connection starts from now; a reconnection from the last event it received.
  let sent = Number.isSafeInteger(resumed) && resumed > 0 ? resumed : await latestSeq(deps, stream.userId);
  let queue = Promise.resolve();
  const push = () => {
    queue = queue
      .then(async () => {
        if (!sse.isConnected) return;
        const rows = await notificationsAfter(deps, stream.userId, sent);
        const prefs = rows.length > 0 ? await notificationSettingsOf(deps.db, stream.userId) : null;
        for (const row of rows) {
          // Push (docs/product/notification-settings.md#delivery): whether the portal pops this one up, from
          // the global and the category switch.
          const push = prefs!.PushNotifications && (!row.category || prefs!.Categories[row.category].push);
          await sse.send({
            id: String(row.seq),
            event: 'notification',
            data: { ...toNotification(row), Push: push },
          });
          sent = row.seq;
        }
        await sse.send({ event: 'unread', data: { count: await unreadCount(deps, stream.userId) } });
      })
      // A tab that went away mid-push is not a failure.
      .catch((error: unknown) => {
        if (sse.isConnected) console.error('live notifications failed', error);
      });
    return queue;
  };
  const stopNotifications = deps.events.subscribe('notifications.changed', ({ userId }) => {
    if (userId === stream.userId) void push();
  });
  const stopSessions = deps.events.subscribe('sessions.changed', (change) => {
    const mine = change.sessionId === stream.sessionId || change.userId === stream.userId;
    if (!mine || !stream.sessionId) return;
    void isSessionActive(deps, stream.sessionId).then((active) => {
      if (!active) sse.close();
    });
  });
  sse.onClose(() => {
    stopNotifications();
    stopSessions();
  });
  await push();
}
